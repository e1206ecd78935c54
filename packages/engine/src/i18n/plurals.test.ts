/** Count-bearing strings follow the language's plural rules ("los 1 archivos" is gone). */
import { describe, expect, it } from 'vitest';
import { NOTES as AI_NOTES } from '../advise/ai/strings.js';
import { STRINGS as FIX_STRINGS } from '../advise/fixes/strings.js';
import { CHECKS } from '../checks/index.js';
import { LABELS as DIFF_LABELS } from '../print/diff-labels.js';
import { LABELS as PRINT_LABELS } from '../print/labels.js';
import { LABELS as SUGGESTION_LABELS } from '../print/suggestions.js';
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
