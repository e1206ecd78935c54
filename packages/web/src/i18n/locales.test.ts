import { describe, expect, it } from 'vitest';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The key without its plural suffix: languages differ in which plural forms they need. */
const stem = (key: string) => key.replace(PLURAL, '');

describe('translations', () => {
  const base = leaves(en as unknown as Tree);
  const stems = (tree: Map<string, string>) => new Set([...tree.keys()].map(stem));

  it('has strings', () => {
    expect(base.size).toBeGreaterThan(100);
  });

  for (const [name, lang] of [
    ['en', en],
    ['es', es],
    ['fr', fr],
  ] as const) {
    it(`${name}: every plural key has each form the language's plural rules use (no "1 archivos")`, () => {
      const tree = leaves(lang as unknown as Tree);
      const needed = new Intl.PluralRules(name).resolvedOptions().pluralCategories;
      const plural = new Set([...tree.keys()].filter((k) => PLURAL.test(k)).map(stem));
      for (const key of plural) {
        for (const form of needed) expect(tree.has(`${key}_${form}`), `${name}:${key}_${form}`).toBe(true);
      }
    });
  }

  for (const [name, lang] of [
    ['es', es],
    ['fr', fr],
  ] as const) {
    it(`${name} has exactly the English keys, each non-empty with the same placeholders`, () => {
      const other = leaves(lang as unknown as Tree);
      const mine = stems(other);
      const english = stems(base);
      expect([...mine].filter((k) => !english.has(k))).toEqual([]);
      expect([...english].filter((k) => !mine.has(k))).toEqual([]);
      for (const [k, v] of other) {
        expect(v.trim(), `${name}:${k}`).not.toBe('');
        const en = base.get(k) ?? base.get(`${stem(k)}_other`) ?? '';
        expect(placeholders(v), `${name}:${k}`).toEqual(placeholders(en));
      }
    });
  }

  it('no count meets a noun outside a plural key ("1 pages added", "+1 points")', () => {
    // Placeholders that are not counts, and units that do not take a plural.
    const NOT_COUNTS = new Set([
      'url',
      'host',
      'first',
      'metric',
      'model',
      'label',
      'year',
      'more',
      'value',
      'seconds',
      'ms',
      'kb',
    ]);
    const found: string[] = [];
    for (const [name, lang] of [
      ['en', en],
      ['es', es],
      ['fr', fr],
    ] as const) {
      for (const [key, text] of leaves(lang as unknown as Tree)) {
        if (PLURAL.test(key)) continue;
        for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}\s+(\p{L}+)/gu)) {
          if (!NOT_COUNTS.has(m[1] ?? '')) found.push(`${name}:${key}: ${m[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('French puts a non-breaking space before : ; ! and ?', () => {
    const bad = [...leaves(fr as unknown as Tree)].filter(([, v]) =>
      // A URL's "://" and a time's "12:30" are not punctuation.
      /[^\u00a0\u202f](?<!\d)[:;!?](?!\/\/)/.test(v.replace(/https?:\/\//g, '')),
    );
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});
