/**
 * A fix's snippets as every rendering outside the web app shows them (text report, HTML/PDF report,
 * `rankscope fix`): each spelling under a heading naming its server and variant (stock, Brotli module,
 * reverse proxy), then where it goes, the modules to enable first and the placeholders to replace, so a
 * snippet pasted as shown loads. Snippets hold page text: the caller's `clean`/`escape` applies.
 */
import { interpolate, type Lang } from '../i18n/lang.js';
import type { Fix } from '../report/index.js';

export type FixSpelling = NonNullable<Fix['alternatives']>[number];

const LABELS = {
  en: {
    'variant.primary': 'stock server',
    'variant.brotli': 'with the Brotli module',
    'variant.reverse-proxy': 'reverse proxy in front of an application',
    'nginx.http': 'Goes in: the http { } block (e.g. a file in /etc/nginx/conf.d/), outside any server { }',
    'nginx.server': 'Goes in: the site’s server { } block',
    'nginx.location': 'Goes in: a location { } block',
    'apache.server':
      'Goes in: the main configuration, outside any <VirtualHost> (Debian: a file in /etc/apache2/conf-available/, then a2enconf)',
    'apache.virtualhost': 'Goes in: the site’s <VirtualHost> block',
    'caddy.caddyfile': 'Goes in: the top level of the Caddyfile, outside any site block',
    'caddy.site': 'Goes in: the site’s block in the Caddyfile',
    modules: 'Enable first: {modules}',
    placeholders: 'Replace before use: {placeholders} (your own value; it will not work as written)',
  },
  es: {
    'variant.primary': 'servidor estándar',
    'variant.brotli': 'con el módulo Brotli',
    'variant.reverse-proxy': 'proxy inverso delante de una aplicación',
    'nginx.http':
      'Va en: el bloque http { } (p. ej. un archivo en /etc/nginx/conf.d/), fuera de cualquier server { }',
    'nginx.server': 'Va en: el bloque server { } del sitio',
    'nginx.location': 'Va en: un bloque location { }',
    'apache.server':
      'Va en: la configuración principal, fuera de cualquier <VirtualHost> (Debian: un archivo en /etc/apache2/conf-available/ y luego a2enconf)',
    'apache.virtualhost': 'Va en: el bloque <VirtualHost> del sitio',
    'caddy.caddyfile': 'Va en: el nivel superior del Caddyfile, fuera de cualquier bloque de sitio',
    'caddy.site': 'Va en: el bloque del sitio en el Caddyfile',
    modules: 'Activa antes: {modules}',
    placeholders: 'Sustituye antes de usarlo: {placeholders} (tu propio valor; tal cual no funciona)',
  },
  fr: {
    'variant.primary': 'serveur standard',
    'variant.brotli': 'avec le module Brotli',
    'variant.reverse-proxy': 'proxy inverse devant une application',
    'nginx.http':
      'À placer dans\u00a0: le bloc http { } (par ex. un fichier de /etc/nginx/conf.d/), hors de tout server { }',
    'nginx.server': 'À placer dans\u00a0: le bloc server { } du site',
    'nginx.location': 'À placer dans\u00a0: un bloc location { }',
    'apache.server':
      'À placer dans\u00a0: la configuration principale, hors de tout <VirtualHost> (Debian\u00a0: un fichier de /etc/apache2/conf-available/, puis a2enconf)',
    'apache.virtualhost': 'À placer dans\u00a0: le bloc <VirtualHost> du site',
    'caddy.caddyfile': 'À placer dans\u00a0: le niveau supérieur du Caddyfile, hors de tout bloc de site',
    'caddy.site': 'À placer dans\u00a0: le bloc du site dans le Caddyfile',
    modules: 'Activez d’abord\u00a0: {modules}',
    placeholders:
      'À remplacer avant usage\u00a0: {placeholders} (votre propre valeur\u00a0; tel quel, cela ne fonctionne pas)',
  },
} as const satisfies Record<Lang, Record<string, string>>;

type Key = keyof (typeof LABELS)['en'];

const NAMES: Record<Fix['language'], string> = {
  html: 'HTML',
  json: 'JSON-LD',
  nginx: 'nginx',
  apache: 'Apache',
  caddy: 'Caddy',
  text: 'Text',
};

/** A snippet's language as shown above it (the same names in every language). */
export function languageName(language: Fix['language']): string {
  return NAMES[language];
}

/** The fix's own snippet, then its alternatives, each with what it needs. */
export function fixSpellings(fix: Fix): FixSpelling[] {
  const own: FixSpelling = { language: fix.language, snippet: fix.snippet };
  if (fix.context) own.context = fix.context;
  if (fix.modules) own.modules = fix.modules;
  if (fix.variant) own.variant = fix.variant;
  if (fix.placeholders) own.placeholders = fix.placeholders;
  return [own, ...(fix.alternatives ?? [])];
}

/** "nginx · with the Brotli module": the server, and the variant when it has several. */
export function spellingHeading(spelling: FixSpelling, lang: Lang): string {
  const name = languageName(spelling.language);
  return spelling.variant ? `${name} · ${LABELS[lang][`variant.${spelling.variant}`]}` : name;
}

/** Where it goes, the modules to enable, the placeholders to replace: one line each, when there are. */
export function spellingNotes(spelling: FixSpelling, lang: Lang): string[] {
  const lines: string[] = [];
  const where = `${spelling.language}.${spelling.context ?? ''}`;
  if (where in LABELS[lang]) lines.push(LABELS[lang][where as Key]);
  if (spelling.modules?.length)
    lines.push(interpolate(LABELS[lang].modules, { modules: spelling.modules.join('; ') }, lang));
  if (spelling.placeholders?.length) {
    const placeholders = spelling.placeholders.join(', ');
    lines.push(interpolate(LABELS[lang].placeholders, { placeholders }, lang));
  }
  return lines;
}

/** The spellings as text lines: heading, notes, the snippet indented two more spaces. */
export function fixSpellingLines(
  fix: Fix,
  lang: Lang,
  indent: string,
  clean: (s: string) => string,
  paint: (style: 'gray' | 'cyan' | 'yellow', text: string) => string = (_s, text) => text,
): string[] {
  return spellingLines(fixSpellings(fix), lang, indent, clean, paint);
}

/** Each spelling's heading, notes and code, indented. */
export function spellingLines(
  spellings: readonly FixSpelling[],
  lang: Lang,
  indent: string,
  clean: (s: string) => string,
  paint: (style: 'gray' | 'cyan' | 'yellow', text: string) => string = (_s, text) => text,
): string[] {
  const lines: string[] = [];
  for (const s of spellings) {
    lines.push(paint('gray', `${indent}── ${spellingHeading(s, lang)}`));
    for (const note of spellingNotes(s, lang)) lines.push(paint('yellow', `${indent}${clean(note)}`));
    const code = clean(s.snippet).replace(/\r\n?/g, '\n').split('\n');
    lines.push(...code.map((l) => paint('cyan', `${indent}  ${l}`)));
  }
  return lines;
}

/** The spellings as HTML, placeholders marked in the code; every text escaped. */
export function fixSpellingsHtml(fix: Fix, lang: Lang, escape: (s: string) => string): string {
  return fixSpellings(fix)
    .map((s) => {
      const notes = spellingNotes(s, lang)
        .map((n) => `<div class="snippet-note">${escape(n)}</div>`)
        .join('');
      let code = escape(s.snippet);
      for (const p of s.placeholders ?? []) code = code.split(escape(p)).join(`<mark>${escape(p)}</mark>`);
      return `<div class="snippet-lang">${escape(spellingHeading(s, lang))}</div>${notes}<pre class="snippet"><code>${code}</code></pre>`;
    })
    .join('');
}
