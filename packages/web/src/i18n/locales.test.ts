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

describe('translations', () => {
  const base = leaves(en as unknown as Tree);

  it('has strings', () => {
    expect(base.size).toBeGreaterThan(100);
  });

  for (const [name, lang] of [
    ['es', es],
    ['fr', fr],
  ] as const) {
    it(`${name} has exactly the English keys, each non-empty with the same placeholders`, () => {
      const other = leaves(lang as unknown as Tree);
      expect([...other.keys()].filter((k) => !base.has(k))).toEqual([]);
      expect([...base.keys()].filter((k) => !other.has(k))).toEqual([]);
      for (const [k, v] of base) {
        const o = other.get(k) ?? '';
        expect(o.trim(), `${name}:${k}`).not.toBe('');
        expect(placeholders(o), `${name}:${k}`).toEqual(placeholders(v));
      }
    });
  }
});
