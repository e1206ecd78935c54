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

/** Replaces {name} placeholders; numbers are formatted for the language. Unknown placeholders stay visible. */
export function interpolate(
  template: string,
  values: Record<string, string | number> | undefined,
  lang: Lang,
): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/** Placeholder names used in a template, for the registry test. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
}
