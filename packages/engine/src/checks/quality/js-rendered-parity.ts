import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { parityFactsOf } from '../../lab/parity-facts.js';
import type { RenderedFacts } from '../../lab/types.js';

/**
 * checks.md: same → good; rendered adds > 20 % words or links, or changes h1 → recommended; title,
 * canonical or robots meta differ, or the raw HTML has < 20 % of the rendered words → critical.
 * A changed meta description, and words or links that JavaScript removes (> 20 %), are recommended too:
 * they are differences crawlers without JavaScript see, but not the ones the catalogue makes critical.
 */
const CHANGE = 0.2;
const RAW_SHARE = 0.2;

const NONE = '(none)';
const quoted = (v: string | null): string => (v === null ? NONE : `"${v}"`);
const plain = (v: string | null): string => v ?? NONE;
const h1s = (v: string[]): string => (v.length === 0 ? NONE : v.map((t) => `"${t}"`).join(' | '));

/** Robots meta compared case- and spacing-insensitively ("NoIndex,Follow" = "noindex, follow"). */
const robotsKey = (v: string | null): string | null =>
  v === null ? null : v.toLowerCase().replace(/\s+/g, '');

/** More than 20 % up or down; from zero, any change. */
const changedBeyond = (raw: number, rendered: number): boolean =>
  raw === 0 ? rendered > 0 : Math.abs(rendered - raw) / raw > CHANGE;

const item = (field: string, raw: string, rendered: string): CheckItem => ({
  value: `${raw} → ${rendered}`,
  note: field,
});

export default defineCheck({
  id: 'js-rendered-parity',
  needs: ['lab', 'titles', 'metas', 'links', 'headings', 'text', 'anchors', 'doc', 'url', 'fetch'],
  run(page) {
    const rendered = page.lab?.rendered;
    // page.lab null: the runner already reports the lab scope as not run; this is the same case, defensively.
    if (!rendered) return notApplicable('notRendered');
    if (!rendered.ok) return notApplicable('failed', { reason: rendered.reason });
    const raw = parityFactsOf(page);
    const r: RenderedFacts = rendered;

    const critical: CheckItem[] = [];
    const recommended: CheckItem[] = [];
    if (raw.title !== r.title) critical.push(item('title', quoted(raw.title), quoted(r.title)));
    if (raw.canonical !== r.canonical)
      critical.push(item('canonical', plain(raw.canonical), plain(r.canonical)));
    if (robotsKey(raw.robots) !== robotsKey(r.robots)) {
      critical.push(item('robots meta', quoted(raw.robots), quoted(r.robots)));
    }
    const contentAfterJs = r.wordCount > 0 && raw.wordCount < RAW_SHARE * r.wordCount;
    const words = item('words', String(raw.wordCount), String(r.wordCount));
    if (contentAfterJs) critical.push(words);
    else if (changedBeyond(raw.wordCount, r.wordCount)) recommended.push(words);
    if (raw.h1.length !== r.h1.length || raw.h1.some((t, i) => t !== r.h1[i])) {
      recommended.push(item('h1', h1s(raw.h1), h1s(r.h1)));
    }
    if (changedBeyond(raw.internalLinks, r.internalLinks)) {
      recommended.push(item('internal links', String(raw.internalLinks), String(r.internalLinks)));
    }
    if (raw.description !== r.description) {
      recommended.push(item('meta description', quoted(raw.description), quoted(r.description)));
    }

    const values = {
      rawWords: raw.wordCount,
      renderedWords: r.wordCount,
      rawLinks: raw.internalLinks,
      renderedLinks: r.internalLinks,
      count: critical.length + recommended.length,
    };
    const items = [...critical, ...recommended];
    const extra = { items, value: values.count };
    if (contentAfterJs) return fail('contentAfterJs', values, extra);
    if (critical.length > 0) return fail('headChanged', values, extra);
    if (recommended.length > 0) return warn('changed', values, extra);
    return pass('pass', values, { value: 0 });
  },
  strings: {
    en: {
      title: 'JavaScript rendering parity',
      fix: 'Put the title, meta description, canonical, robots meta, headings, main text and internal links in the HTML the server sends (server-side rendering or pre-rendering), and let JavaScript enhance the page instead of building or changing them.',
      pass: 'The raw HTML and the page rendered in Chromium agree on title, description, canonical, robots meta and <h1>; {rawWords} words and {rawLinks} internal links raw, {renderedWords} and {renderedLinks} rendered.',
      contentAfterJs:
        'The raw HTML has {rawWords} words, the rendered page {renderedWords}: the content only exists after JavaScript runs, so crawlers that do not run it (most AI crawlers, social previews) see an almost empty page. Differences listed (raw → rendered): {count}.',
      headChanged:
        'JavaScript changes the title, canonical or robots meta: crawlers that do not run it read different values from those that do. Differences listed (raw → rendered): {count}.',
      changed:
        'JavaScript changes the page after loading: words {rawWords} → {renderedWords}, internal links {rawLinks} → {renderedLinks}. Differences listed (raw → rendered): {count}.',
      failed:
        'The page could not be rendered in Chromium, so it was not compared with the raw HTML: {reason}',
      notRendered: 'The page was not rendered in Chromium in this audit.',
    },
    es: {
      title: 'Paridad del renderizado con JavaScript',
      fix: 'Incluye el título, la meta descripción, la canónica, la meta robots, los encabezados, el texto principal y los enlaces internos en el HTML que envía el servidor (renderizado en el servidor o prerrenderizado), y deja que JavaScript mejore la página en lugar de construirlos o cambiarlos.',
      pass: 'El HTML original y la página renderizada en Chromium coinciden en título, descripción, canónica, meta robots y <h1>; {rawWords} palabras y {rawLinks} enlaces internos en el original, {renderedWords} y {renderedLinks} tras renderizar.',
      contentAfterJs:
        'El HTML original tiene {rawWords} palabras y la página renderizada {renderedWords}: el contenido solo existe después de ejecutar JavaScript, así que los rastreadores que no lo ejecutan (la mayoría de los rastreadores de IA, las vistas previas de redes sociales) ven una página casi vacía. Diferencias listadas (original → renderizado): {count}.',
      headChanged:
        'JavaScript cambia el título, la canónica o la meta robots: los rastreadores que no lo ejecutan leen valores distintos de los que sí lo hacen. Diferencias listadas (original → renderizado): {count}.',
      changed:
        'JavaScript cambia la página después de cargarla: palabras {rawWords} → {renderedWords}, enlaces internos {rawLinks} → {renderedLinks}. Diferencias listadas (original → renderizado): {count}.',
      failed:
        'No se pudo renderizar la página en Chromium, así que no se comparó con el HTML original: {reason}',
      notRendered: 'En esta auditoría la página no se renderizó en Chromium.',
    },
    fr: {
      title: 'Parité du rendu JavaScript',
      fix: 'Placez le titre, la meta description, l’URL canonique, la balise meta robots, les titres, le texte principal et les liens internes dans le HTML envoyé par le serveur (rendu côté serveur ou pré-rendu), et laissez JavaScript enrichir la page au lieu de les construire ou de les modifier.',
      pass: 'Le HTML brut et la page rendue dans Chromium concordent pour le titre, la description, l’URL canonique, la meta robots et le <h1> ; {rawWords} mots et {rawLinks} liens internes dans le brut, {renderedWords} et {renderedLinks} après rendu.',
      contentAfterJs:
        'Le HTML brut compte {rawWords} mots, la page rendue {renderedWords} : le contenu n’existe qu’après l’exécution de JavaScript, donc les robots qui ne l’exécutent pas (la plupart des robots d’IA, les aperçus des réseaux sociaux) voient une page presque vide. Différences listées (brut → rendu) : {count}.',
      headChanged:
        'JavaScript modifie le titre, l’URL canonique ou la meta robots : les robots qui ne l’exécutent pas lisent d’autres valeurs que ceux qui l’exécutent. Différences listées (brut → rendu) : {count}.',
      changed:
        'JavaScript modifie la page après son chargement : mots {rawWords} → {renderedWords}, liens internes {rawLinks} → {renderedLinks}. Différences listées (brut → rendu) : {count}.',
      failed:
        'La page n’a pas pu être rendue dans Chromium, elle n’a donc pas été comparée au HTML brut : {reason}',
      notRendered: 'La page n’a pas été rendue dans Chromium lors de cet audit.',
    },
  },
});
