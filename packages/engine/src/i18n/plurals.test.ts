/** Count-bearing strings follow the language's plural rules ("los 1 archivos" is gone). */
import { describe, expect, it } from 'vitest';
import { STRINGS as FIX_STRINGS } from '../advise/fixes/strings.js';
import { CHECKS } from '../checks/index.js';
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
