export const LANGS = ['en', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

export function formatNumber(n: number, lang: Lang): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    numberFormats.set(lang, f);
  }
  return f.format(n);
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralCategory(n: number, lang: Lang): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

type Values = Record<string, string | number>;

/** Index of the "}" closing the "{" at `open`, or -1. */
function closing(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of "one {…} other {…} =0 {…}" as selector → text, or null when malformed. */
function branches(body: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) return body.slice(i).trim() === '' ? out : null;
    const open = i + m[0].length - 1;
    const close = closing(body, open);
    if (close < 0) return null;
    out.set(m[1] as string, body.slice(open + 1, close));
    i = close + 1;
  }
  return out.has('other') ? out : null;
}

const PLURAL = /^(\w+)\s*,\s*plural\s*,([\s\S]*)$/;

/**
 * Fills a message template: `{name}` placeholders (numbers formatted for the language) and ICU-style
 * plurals, `{count, plural, one {# file} other {# files}}`, where the branch is chosen by the language's
 * plural rules (=N exact matches first) and `#` is the formatted number. Unknown placeholders stay visible.
 */
export function interpolate(template: string, values: Values | undefined, lang: Lang): string {
  if (!values || !template.includes('{')) return template;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = closing(template, open);
    if (close < 0) break;
    out += template.slice(i, open);
    const inner = template.slice(open + 1, close);
    const filled = placeholder(inner, values, lang);
    if (filled === null && !PLURAL.test(inner)) {
      // Literal braces (a JSON example) may hold placeholders: go on inside them.
      out += '{';
      i = open + 1;
      continue;
    }
    out += filled ?? template.slice(open, close + 1);
    i = close + 1;
  }
  return out + template.slice(i);
}

function placeholder(inner: string, values: Values, lang: Lang): string | null {
  const simple = /^\s*(\w+)\s*$/.exec(inner);
  if (simple) {
    const v = values[simple[1] as string];
    if (v === undefined) return null;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  }
  const plural = PLURAL.exec(inner);
  if (!plural) return null;
  const raw = values[plural[1] as string];
  const n = typeof raw === 'number' ? raw : Number(raw);
  const options = branches(plural[2] as string);
  if (raw === undefined || !Number.isFinite(n) || !options) return null;
  const text =
    options.get(`=${n}`) ?? options.get(pluralCategory(n, lang)) ?? (options.get('other') as string);
  // "#" is the count only at this level: a nested plural has its own.
  return interpolate(text.replace(/#(?![^{]*\})/g, formatNumber(n, lang)), values, lang);
}

/**
 * Placeholder names used in a template (plural variables and names inside branches), sorted, once each.
 * Read as interpolate reads it: a branch's text ("one {redirects}") is text, not a placeholder.
 */
export function placeholders(template: string): string[] {
  const names = new Set<string>();
  collect(template, names);
  return [...names].sort();
}

function collect(template: string, names: Set<string>): void {
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) return;
    const close = closing(template, open);
    if (close < 0) return;
    const inner = template.slice(open + 1, close);
    const simple = /^\s*(\w+)\s*$/.exec(inner);
    const plural = PLURAL.exec(inner);
    if (simple) names.add(simple[1] as string);
    else if (plural) {
      names.add(plural[1] as string);
      for (const text of branches(plural[2] as string)?.values() ?? []) collect(text, names);
    } else {
      // Literal braces (a JSON example) may hold placeholders.
      i = open + 1;
      continue;
    }
    i = close + 1;
  }
}
