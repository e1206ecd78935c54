/** Count-bearing strings follow the language's plural rules ("los 1 archivos" is gone). */
import { describe, expect, it } from 'vitest';
import { NOTES as AI_NOTES } from '../advise/ai/strings.js';
import { STRINGS as FIX_STRINGS } from './fix-strings.js';
import { CHECKS } from '../checks/index.js';
import { diffLabel, LABELS as DIFF_LABELS } from '../print/diff-labels.js';
import { LABELS as PRINT_LABELS } from '../print/labels.js';
import { LABELS as SUGGESTION_LABELS, suggestionLabel } from '../print/suggestions.js';
import { renderMessage } from '../checks/run.js';
import { COMMON } from './common.js';
import { interpolate, LANGS, placeholders } from './lang.js';
import { NOTES, renderNote } from './notes.js';

const staticCache = CHECKS.find((c) => c.id === 'static-cache') ?? null;

describe('plurals in engine strings', () => {
  it('says one static file in the singular and several in the plural, in every language', () => {
    const one = (key: string, lang: (typeof LANGS)[number]) =>
      renderMessage(staticCache, { key, values: { total: 1, url: '/a.css', why: '404' } }, lang);
    expect(one('skipped', 'es')).toMatch(/^No se pidió el archivo estático del mismo origen:/);
    expect(one('noneAnswered', 'es')).toMatch(/^El único archivo estático/);
    expect(one('skipped', 'en')).toMatch(/^The same-origin static file was not requested:/);
    expect(one('skipped', 'fr')).toMatch(/^Le fichier statique de même origine n’a pas été demandé\u00a0:/);
    const many = renderMessage(staticCache, { key: 'skipped', values: { total: 3 } }, 'es');
    expect(many).toMatch(/^No se pidieron los 3 archivos/);
    for (const lang of LANGS) expect(one('noneAnswered', lang)).not.toMatch(/\b1 (archivos|files|fichiers)/);
  });

  it('counts characters and words in item notes with the language’s plural forms', () => {
    expect(renderNote({ key: 'chars', values: { count: 1 } }, 'es')).toBe('1 carácter');
    expect(renderNote({ key: 'chars', values: { count: 58 } }, 'es')).toBe('58 caracteres');
    expect(renderNote({ key: 'words', values: { count: 0 } }, 'fr')).toBe('0 mot');
    expect(renderNote({ key: 'words', values: { count: 0 } }, 'en')).toBe('0 words');
  });

  it('every plural in every engine string renders for one and for many, leaving no pattern behind', () => {
    const tables = [
      ...LANGS.flatMap((l) => [COMMON[l], NOTES[l], FIX_STRINGS[l]].map((t) => [l, t] as const)),
      ...CHECKS.flatMap((c) => LANGS.map((l) => [l, c.strings[l] as Record<string, string>] as const)),
    ];
    let plurals = 0;
    for (const [lang, table] of tables) {
      for (const template of Object.values(table)) {
        if (!template.includes(', plural,')) continue;
        plurals++;
        for (const n of [1, 5]) {
          const values = Object.fromEntries(placeholders(template).map((name) => [name, n]));
          const text = interpolate(template, values, lang);
          expect(text, template).not.toMatch(/plural|[{}]/);
        }
      }
    }
    expect(plurals).toBeGreaterThanOrEqual(12);
  });
});

describe('item notes', () => {
  it('every note has every language, with the same placeholders, and renders whole', () => {
    for (const key of Object.keys(NOTES.en)) {
      for (const lang of LANGS) {
        const template = (NOTES[lang] as Record<string, string>)[key] ?? '';
        expect(placeholders(template), `${lang}:${key}`).toEqual(
          placeholders((NOTES.en as Record<string, string>)[key] ?? ''),
        );
        const values = Object.fromEntries(placeholders(template).map((name) => [name, 2]));
        expect(renderNote({ key, values }, lang), `${lang}:${key}`).not.toMatch(/[{}]|plural/);
      }
    }
    expect(renderNote({ key: 'clicks', values: { count: 1 } }, 'es')).toBe('1 clic');
    expect(renderNote({ key: 'hopsLinkedFrom', values: { hops: 3, pages: '/a' } }, 'fr')).toBe(
      '3 sauts\u202f; lié depuis /a',
    );
  });
});

/** Every engine string table: name → strings, in every language. */
const ALL_TABLES: [string, Record<string, string>][] = LANGS.flatMap((lang) => [
  [`${lang} common`, COMMON[lang]],
  [`${lang} notes`, NOTES[lang]],
  [`${lang} fixes`, FIX_STRINGS[lang]],
  [`${lang} advise/ai`, AI_NOTES[lang]],
  [`${lang} print/labels`, PRINT_LABELS[lang]],
  [`${lang} print/suggestions`, SUGGESTION_LABELS[lang]],
  [`${lang} print/diff-labels`, DIFF_LABELS[lang]],
  ...CHECKS.map((c): [string, Record<string, string>] => [`${lang} check ${c.id}`, c.strings[lang]]),
]);

/** "word(s)", "imagen(es)", "obsoleto(s)", "charge(nt)", "chargée(s)", "(e)s": a count written around. */
const HACK = /\p{L}\((?:s|es|x|e|nt|n|a|as|o|os)\)|\((?:e|es)\)s/gu;
/** Not counts: the scheme pattern "http(s)". */
const NOT_A_COUNT = ['http(s)'];

export function pluralHacks(text: string): string[] {
  let rest = text;
  for (const ok of NOT_A_COUNT) rest = rest.split(ok).join('');
  return [...rest.matchAll(HACK)].map((m) => m[0]);
}

describe('no parenthesised plurals', () => {
  it('finds the hacks and lets the scheme pattern be', () => {
    expect(pluralHacks('{count} word(s), {n} imagen(es) obsoleta(s), se carga(n), chargée(s)')).toEqual([
      'd(s)',
      'n(es)',
      'a(s)',
      'a(n)',
      'e(s)',
    ]);
    expect(pluralHacks('not an http(s) URL (s) (see above)')).toEqual([]);
  });

  it('no engine string writes a count as "(s)", "(es)" or "(x)": counts are plural patterns', () => {
    const found = ALL_TABLES.flatMap(([table, strings]) =>
      Object.entries(strings).flatMap(([key, text]) =>
        pluralHacks(text).map((hack) => `${table} ${key}: ${hack} in ${JSON.stringify(text)}`),
      ),
    );
    expect(found).toEqual([]);
    expect(ALL_TABLES.length).toBeGreaterThan(3 * CHECKS.length);
  });
});

/**
 * "All {n} …", "Los {n} …", "Les {n} …": a quantifier before a count reads "All 1 sitemap files" when the
 * count is 1. Such a count must sit in a plural pattern, unless it can never be 1 (listed with the reason).
 */
const QUANTIFIED =
  /(?<![\p{L}])(?:All|Los|Las|Les|[Tt]odos los|[Tt]odas las|[Tt]ous les|[Tt]outes les) \{(\w+)\}/gu;
const NEVER_ONE: Record<string, string> = {
  limit: 'a fixed limit of the check (500 KiB for robots.txt)',
  limitMb: 'a fixed limit of the check (15 MB)',
  listed: 'Lighthouse lists requests only when there are many',
  'check sitemap-lastmod identical': 'needs at least MIN_IDENTICAL values',
  'check keyword-consistency noTerms': 'needs at least MIN_WORDS words',
};

/** The template with its plural patterns taken out (what is left is plain text and simple placeholders). */
function outsidePlurals(template: string): string {
  let out = '';
  let depth = 0;
  let plural = -1;
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === '{') {
      if (plural < 0 && /^\{\w+\s*,\s*plural\s*,/.test(template.slice(i))) plural = depth;
      depth++;
    }
    if (plural < 0) out += c;
    if (c === '}' && --depth === plural) plural = -1;
  }
  return out;
}

describe('counts after a quantifier', () => {
  it('are in a plural pattern in every engine string ("All 1 sitemap files", "Los 1 archivos")', () => {
    const found = ALL_TABLES.flatMap(([table, strings]) =>
      Object.entries(strings).flatMap(([key, text]) =>
        [...outsidePlurals(text).matchAll(QUANTIFIED)]
          .filter((m) => !NEVER_ONE[m[1] as string] && !NEVER_ONE[`${table.slice(3)} ${key}`])
          .map((m) => `${table} ${key}: ${m[0]}`),
      ),
    );
    expect(found).toEqual([]);
    expect(outsidePlurals('All {n, plural, one {# file} other {# files}} and {m} more')).toBe(
      'All  and {m} more',
    );
  });

  const render = (
    id: string,
    key: string,
    values: Record<string, number | string>,
    lang: (typeof LANGS)[number],
  ) => renderMessage(CHECKS.find((c) => c.id === id) ?? null, { key, values }, lang);

  it('counts points, bytes, characters and critical problems in the CLI and note texts with the plural rules', () => {
    expect(suggestionLabel('en', 'gain', { points: 1 })).toBe('+1 point');
    expect(suggestionLabel('es', 'gain', { points: 1 })).toBe('+1 punto');
    expect(suggestionLabel('es', 'gain', { points: 2.5 })).toBe('+2,5 puntos');
    expect(renderNote({ key: 'uncompressedHtml', values: { bytes: 1 } }, 'fr')).toBe(
      'HTML, sans Content-Encoding, 1 octet',
    );
    expect(interpolate(FIX_STRINGS.es['note.measured'], { chars: 1, px: 9, max: 600 }, 'es')).toMatch(
      /^1 carácter,/,
    );
    expect(diffLabel('es', 'labWithin', { n: 1 })).toMatch(/^1 cifra de laboratorio varió/);
    expect(
      diffLabel('fr', 'summary', { new: 1, critical: 1, fixed: 0, old: 50, now: 49, delta: '-1' }),
    ).toContain('(1 critique)');
  });

  it('counts crawled pages in the progress text with the plural rules', () => {
    expect(interpolate(COMMON.fr['stage.crawling'], { done: 1, max: 50 }, 'fr')).toBe(
      '1 page explorée sur 50...',
    );
    expect(interpolate(COMMON.fr['stage.crawling'], { done: 2, max: 50 }, 'fr')).toBe(
      '2 pages explorées sur 50...',
    );
    expect(interpolate(COMMON.es['stage.crawling'], { done: 1, max: 1 }, 'es')).toBe(
      'Rastreada 1 de 1 página...',
    );
    expect(interpolate(COMMON.en['stage.crawling'], { done: 1, max: 1 }, 'en')).toBe(
      'Crawled 1 of 1 page...',
    );
  });

  it('says one character, one day and one image in the singular', () => {
    expect(render('title-length', 'almostEmpty', { length: 1, title: 'A' }, 'en')).toMatch(
      /only 1 character:/,
    );
    expect(render('title-length', 'almostEmpty', { length: 1, title: 'A' }, 'es')).toMatch(
      /solo tiene 1 carácter:/,
    );
    const cert = { host: 'a.example', date: '2026-12-01', days: 1, issuer: 'CA' };
    expect(render('tls-certificate', 'expiresSoon', cert, 'es')).toMatch(/dentro de 1 día\.$/);
    expect(render('tls-certificate', 'pass', cert, 'fr')).toMatch(/\(1 jour restant\)/);
    expect(render('hsts', 'short', { days: 1, maxAge: 86400, header: 'max-age=86400' }, 'en')).toMatch(
      /^HSTS lasts only 1 day /,
    );
    expect(render('img-alt-missing', 'pass', { total: 1, decorative: 0 }, 'en')).toMatch(
      /\(1 image, 0 of them/,
    );
  });

  it('says one sitemap file, one hreflang value and one paragraph in the singular', () => {
    const limits = { files: 1, urls: 1, size: 0.1 };
    expect(render('sitemap-limits', 'pass', limits, 'en')).toMatch(
      /^The sitemap file is within the limits: it has 1 URL and/,
    );
    expect(render('sitemap-limits', 'pass', limits, 'es')).toMatch(
      /^El archivo de sitemap está dentro de los límites: tiene 1 URL/,
    );
    expect(render('sitemap-limits', 'pass', limits, 'fr')).toMatch(
      /^Le fichier de sitemap respecte les limites/,
    );
    expect(render('sitemap-limits', 'pass', { ...limits, files: 3, urls: 20 }, 'es')).toMatch(
      /^Los 3 archivos de sitemap están dentro de los límites: el mayor tiene 20 URL/,
    );
    const codes = { count: 1, total: 2, url: '/a' };
    expect(render('hreflang-valid-codes', 'empty', codes, 'fr')).toMatch(
      /^1 valeur hreflang sur 2 est invalide,/,
    );
    expect(render('hreflang-valid-codes', 'empty', { ...codes, count: 2, total: 3 }, 'fr')).toMatch(
      /^2 valeurs hreflang sur 3 sont invalides,/,
    );
    expect(render('hreflang-valid-codes', 'empty', codes, 'es')).toMatch(
      /^1 de 2 valores hreflang no es válido,/,
    );
    expect(render('hreflang-valid-codes', 'empty', codes, 'en')).toMatch(
      /^1 of 2 hreflang values is invalid,/,
    );
    expect(render('duplicate-paragraphs', 'pass', { count: 1 }, 'en')).toMatch(
      /\(1 paragraph of 20 words or more compared\)/,
    );
    expect(render('duplicate-paragraphs', 'pass', { count: 1 }, 'es')).toMatch(
      /\(1 párrafo de 20 palabras o más comparado\)/,
    );
    expect(render('sitemap-valid', 'passPartial', { total: 1, urls: 1, notFetched: 1 }, 'fr')).toMatch(
      /^Le fichier de sitemap lu est du XML sitemaps.org valide \(1 entrée\).*1 autre sitemap listé n’a pas été récupéré\.$/,
    );
  });
});

/**
 * A count placeholder straight before a noun, adjective or participle ("{count} links are broken") reads
 * "1 links are broken" when the count is 1: the count and the words that agree with it belong in a plural
 * pattern. Only what follows a count is looked at; the words below do not agree with it.
 */
const COUNT_NAMES = new Set(
  'count total checked skipped pages listed days n requested measured urls groups hops internal elements children entries files pairs missing words fragments decorative links nav external directives lines notFetched unchecked active done max hosts agents explicit allowed blocked unverifiable shared severe depth times length broken critical temporary partial'.split(
    ' ',
  ),
);
/**
 * Prepositions, conjunctions and units after a count, English participles and modals (they do not agree), and
 * "URL", invariable in Spanish and French.
 */
const DOES_NOT_AGREE = new Set(
  'of de des del sur on en entre y and et to a vers por par per with con sin but pero mais no ne URL ms s KiB Kio KB px checked skipped crawled listed found allowed blocked unverifiable not cannot could'.split(
    ' ',
  ),
);
/**
 * Counts that cannot be 1 where they meet a noun ("check id {placeholder}" or "check id key": why). A check that
 * says "one" and "many" in two messages has its "many" message listed here.
 */
const COUNT_NEVER_ONE: Record<string, string> = {
  'canonical-single {count}': 'a conflict needs two or more distinct canonical URLs',
  'title-present {count}': 'reported only for two or more <title> elements',
  'meta-description-present {count}': 'reported only for two or more meta descriptions',
  'h1-single {count}': 'reported only for two or more <h1> elements (one has its own message)',
  'h1-present {count}': 'emptyMany: two or more empty <h1> elements (one has its own message)',
  'title-keyword-stuffing {count}': 'a word counts as repeated from WARN_REPEATS (3) times on',
  'title-keyword-stuffing {fragments}': 'warned only from WARN_FRAGMENTS parts on (pass uses a plural)',
  'keyword-consistency noTerms': 'needs at least MIN_WORDS words',
  'img-alt-too-long {length}': 'reported only for alt texts over 125 characters',
  'heading-empty {count}': 'many: two or more (one has its own message)',
  'heading-hierarchy {count}': 'reported only for more than 30 headings',
  'link-empty-anchor {count}': 'many: two or more (one has its own message)',
  'link-internal-nofollow {count}': 'many: two or more (one has its own message)',
  'link-javascript-href {count}': 'many: two or more (one has its own message)',
  'link-text-generic {count}': 'many: two or more (one has its own message)',
  'url-query-params {count}': 'reported only for more than MAX_PARAMS (2) parameters',
  'broken-resources {hops}': 'reported only for resources behind more than one redirect',
  'internal-redirect-links {hops}': 'chains are reported from 3 hops on',
  'url-length {length}': 'an absolute http(s) URL is always longer than one character',
  'https {requested}': 'the requested URL, not a count',
  'request-count {listed}': 'Lighthouse lists requests only when there are many',
  'dom-size {elements}': 'a rendered page has at least <html>, <head> and <body>',
  'dom-size {depth}': '<body> sits inside <html>: at least two levels',
  'dom-size {children}': '<html> always has <head> and <body>',
  'redirect-chain {count}': 'reported only for chains of two or more redirects',
  'http-to-https {count}': 'extraHops: more than one redirect',
  'www-consolidation {count}': 'extraHops: more than one redirect',
  'ai-crawler-rules {agents}': 'a list of user-agent names, not a count',
  'robots-txt-blocks-resources {hosts}': 'a list of robots.txt addresses, not a count',
  'rich-results-recommended {count}': 'the total of eligible items (es: the verb agrees with the properties)',
  'sitemap-lastmod identical': 'needs at least MIN_IDENTICAL values',
  'favicon {broken}': 'the broken favicon URL, not a count',
};

/** "{count} links" in "{count} links are broken": each bare count followed by a word that agrees with it. */
export function countsBeforeWords(template: string): { name: string; hit: string }[] {
  return [...outsidePlurals(template).matchAll(/\{(\w+)\}[ \u00a0\u202f](\p{L}[\p{L}’'-]*)/gu)]
    .filter((m) => COUNT_NAMES.has(m[1] as string) && !DOES_NOT_AGREE.has(m[2] as string))
    .map((m) => ({ name: m[1] as string, hit: m[0] }));
}
const hits = (template: string) => countsBeforeWords(template).map((h) => h.hit);

describe('counts before a noun', () => {
  it('finds a bare count before a word that agrees with it, and lets plurals, units and prepositions be', () => {
    expect(hits('{count} links are broken ({total} checked, {max} ms)')).toEqual(['{count} links']);
    expect(hits('{count} de {total} enlaces')).toEqual(['{total} enlaces']);
    expect(hits('{count, plural, one {# link is} other {# links are}} broken')).toEqual([]);
    expect(hits('{url} returns {status} errors')).toEqual([]);
  });

  it('every check string puts a count before a noun only through a plural pattern', () => {
    const found = CHECKS.flatMap((c) =>
      LANGS.flatMap((lang) =>
        Object.entries(c.strings[lang] as Record<string, string>)
          .filter(([key]) => !COUNT_NEVER_ONE[`${c.id} ${key}`])
          .flatMap(([key, text]) =>
            countsBeforeWords(text)
              .filter(({ name }) => !COUNT_NEVER_ONE[`${c.id} {${name}}`])
              .map(({ hit }) => `${lang} ${c.id} ${key}: ${hit}`),
          ),
      ),
    );
    expect(found).toEqual([]);
  });

  const say = (
    id: string,
    key: string,
    values: Record<string, number | string>,
    lang: (typeof LANGS)[number],
  ) => renderMessage(CHECKS.find((c) => c.id === id) ?? null, { key, values }, lang);

  it('says one word, one broken link and one cookie in the singular, with the verb agreeing', () => {
    expect(say('word-count', 'thin', { count: 1 }, 'en')).toMatch(/^The main content has only 1 word:/);
    expect(say('word-count', 'thin', { count: 0 }, 'fr')).toMatch(/ne compte que 0 mot\u00a0:/);
    const links = { count: 1, checked: 1, url: '/a' };
    expect(say('internal-broken-links', 'broken', links, 'en')).toMatch(
      /^1 of 1 link to this site is broken,/,
    );
    expect(say('internal-broken-links', 'broken', links, 'es')).toMatch(
      /^1 de 1 enlace a este sitio está roto,/,
    );
    expect(say('internal-broken-links', 'broken', { ...links, count: 2, checked: 5 }, 'fr')).toMatch(
      /^2 liens sur 5 vers ce site sont cassés,/,
    );
    const cookies = { count: 1, total: 3, name: 'sid', missing: 'Secure' };
    expect(say('cookie-flags', 'missing', cookies, 'en')).toMatch(/^1 of 3 cookies lacks security flags,/);
    expect(say('cookie-flags', 'missing', cookies, 'fr')).toMatch(
      /^1 cookie sur 3 n'a pas tous ses attributs/,
    );
    expect(say('url-depth', 'deep', { count: 1, pages: 1, url: '/a/b/c/d/e' }, 'es')).toMatch(
      /^1 de 1 página indexable rastreada está a 4–5 clics o tiene más/,
    );
  });
});
