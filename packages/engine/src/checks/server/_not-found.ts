/**
 * Does a page that answers 200 look like a "not found" page? Read from its title and <h1> first: a
 * segment of them must *be* a not-found message ("Page not found | Shop", "Error 404", "Seite nicht
 * gefunden"), not merely mention one ("How to fix 404 errors"). The body text counts only on short pages,
 * through whole not-found sentences; and a near-empty page (< 50 words, no images, media or forms) is
 * suspect too. Word lists: EN, DE, ES, FR, IT, PT, NL.
 */
import type { PageArtifact } from '../../artifact.js';
import { clip } from '../format.js';
import { leadingText, SHORT_TEXT_MAX_CHARS } from '../../text/words.js';

export interface NotFoundSignals {
  title: string | null;
  h1: string | null;
  /** Main text (navigation, header and footer excluded). */
  text: string;
  wordCount: number;
  /** Images, videos, iframes, objects and forms. */
  embeds: number;
  scripts: number;
}

export type SoftReason = 'Title' | 'H1' | 'Text' | 'Empty';

export interface SoftEvidence {
  reason: SoftReason;
  /** The title, h1 or sentence that matched; the word count for 'Empty'. */
  text: string;
}

const L = '[\\p{L}\\p{N}]';
const phrases = (alternatives: string[]): RegExp =>
  new RegExp(`(?<!${L})(?:${alternatives.join('|')})(?!${L})`, 'gu');

/** What a not-found message says, in a title or heading. */
const NOT_FOUND = phrases([
  '404',
  'not\\s+found',
  "(?:can\\s*not|can't|could\\s*not|couldn't)\\s+be\\s+found",
  "(?:does\\s*not|doesn't|no\\s+longer)\\s+exists?",
  'no\\s+longer\\s+available',
  'nicht\\s+gefunden',
  'existiert\\s+nicht',
  'nicht\\s+(?:mehr\\s+)?verfügbar',
  'no\\s+(?:se\\s+)?(?:ha\\s+)?encontrad[ao]',
  'no\\s+existe',
  'introuvable',
  'non\\s+trouvée?',
  "n'existe\\s+(?:pas|plus)",
  'non\\s+trovat[ao]',
  'non\\s+esiste',
  'não\\s+encontrad[ao]',
  'não\\s+existe',
  'niet\\s+gevonden',
  'bestaat\\s+niet',
]);

/** Words that may surround the message in a title segment without making it about something else. */
const FILLER = new Set(
  (
    'error oops whoops sorry oh the this that a an page file document resource content url link post article ' +
    "product item we we're is was has been http requested you here of it " +
    'fehler hoppla ups entschuldigung leider die diese der das seite datei artikel produkt wurde ist ' +
    'lo sentimos siento la el esta este página pagina archivo artículo producto se ha fue ' +
    'erreur oups désolé désolée le cette ce fichier article produit est été ' +
    'errore ops spiacenti siamo il questa questo stata stato è ' +
    'erro desculpe o arquivo ficheiro artigo produto foi ' +
    'fout oeps het deze dit bestand werd'
  ).split(' '),
);

/** Whole not-found sentences of an error page's body. */
const BODY = phrases([
  "the\\s+page\\s+you(?:'re|\\s+are|\\s+were)?\\s+(?:looking\\s+for|requested|tried)",
  "(?:page|url|file)\\s+(?:you\\s+requested\\s+)?(?:was\\s+|is\\s+)?(?:not\\s+found|(?:can\\s*not|can't|could\\s*not|couldn't)\\s+be\\s+found|does\\s*n[o']t\\s+exist|no\\s+longer\\s+exists)",
  'error\\s+404|404\\s+(?:error|not\\s+found|page)',
  '(?:gesuchte|angeforderte|aufgerufene)\\s+seite|seite\\s+(?:wurde\\s+)?nicht\\s+gefunden|seite\\s+existiert\\s+nicht|fehler\\s+404',
  'la\\s+página\\s+que\\s+(?:buscas|busca|estás\\s+buscando|has\\s+solicitado)|página\\s+no\\s+(?:encontrada|existe)',
  "la\\s+page\\s+(?:que\\s+vous\\s+(?:cherchez|recherchez|avez\\s+demandée)|demandée)|page\\s+(?:introuvable|non\\s+trouvée|n'existe\\s+(?:pas|plus))|erreur\\s+404",
  'la\\s+pagina\\s+che\\s+(?:cerchi|stai\\s+cercando|hai\\s+richiesto)|pagina\\s+(?:non\\s+trovata|non\\s+esiste)|errore\\s+404',
  'a\\s+página\\s+que\\s+(?:procura|você\\s+procura|está\\s+procurando)|página\\s+(?:não\\s+encontrada|não\\s+existe)|erro\\s+404',
  'de\\s+pagina\\s+die\\s+(?:je|u)\\s+(?:zoekt|zocht)|pagina\\s+(?:niet\\s+gevonden|bestaat\\s+niet)|fout\\s+404',
]);

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');

/** One title segment or heading that *is* a not-found message: the message plus filler words only. */
function isNotFoundSegment(segment: string): boolean {
  const rest = segment.replace(NOT_FOUND, ' ');
  if (rest === segment) return false;
  return (rest.match(/[\p{L}\p{N}']+/gu) ?? []).every((w) => FILLER.has(w.replace(/^'+|'+$/g, '')));
}

/** "Page not found | Shop", "404 - Not Found", "Shop: Seite nicht gefunden": each part is judged alone. */
export function isNotFoundHeading(text: string | null): boolean {
  if (!text) return false;
  // A not-found title or heading is a short phrase; reading a hostile 8 MB title whole took over a second.
  return normalise(leadingText(text, SHORT_TEXT_MAX_CHARS))
    .split(/\s*[|·»]\s*|\s+[-–—:]+\s+|:\s+/)
    .some(isNotFoundSegment);
}

/** Words below which a page without images, media or forms is near-empty. */
export const NEAR_EMPTY_WORDS = 50;
/** Body sentences are only trusted on short pages: a long article may quote an error message. */
const SHORT_PAGE_WORDS = 150;

export function softEvidence(s: NotFoundSignals): SoftEvidence | null {
  if (s.title && isNotFoundHeading(s.title)) return { reason: 'Title', text: s.title };
  if (s.h1 && isNotFoundHeading(s.h1)) return { reason: 'H1', text: s.h1 };
  if (s.wordCount < SHORT_PAGE_WORDS) {
    const sentence = normalise(s.text).match(BODY)?.[0];
    if (sentence) return { reason: 'Text', text: clip(sentence, 80) };
  }
  // Raw HTML with no words but scripts is rendered in the browser: its content cannot be judged here.
  const clientRendered = s.wordCount === 0 && s.scripts > 0;
  if (s.wordCount < NEAR_EMPTY_WORDS && s.embeds === 0 && !clientRendered) {
    return { reason: 'Empty', text: String(s.wordCount) };
  }
  return null;
}

/** The audited page's signals. */
export function pageSignals(page: PageArtifact): NotFoundSignals {
  return {
    title: page.titles[0]?.text ?? null,
    h1: page.headings.find((h) => h.level === 1)?.text ?? null,
    text: page.text.main,
    wordCount: page.text.wordCount,
    embeds:
      page.images.length + page.videos.length + page.iframes.length + page.plugins.length + page.forms.length,
    scripts: page.scripts.length,
  };
}
