import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './og-type.js';

const typed = (value: string) => doc(`<meta property="og:type" content="${value}">`);

describe('og-type', () => {
  it('passes the OGP types, including video.* and music.* subtypes', () => {
    for (const t of ['website', 'article', 'product', 'profile', 'book', 'video.movie', 'music.song']) {
      expect(runOn(check, typed(t)).status, t).toBe('good');
    }
    expect(messageOf(check, runOn(check, typed('article')))).toBe('The og:type is "article".');
  });

  it('accepts surrounding whitespace, letter case and the name= form', () => {
    expect(runOn(check, typed('  Article ')).status).toBe('good');
    expect(runOn(check, doc('<meta name="og:type" content="website">')).status).toBe('good');
  });

  it('recommends when missing or empty', () => {
    const out = runOn(check, doc('<meta property="og:title" content="Oak">'));
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out)).toBe('The page has no og:type; platforms assume "website".');
    const empty = runOn(check, doc('\n<meta property="og:type" content="">'));
    expect(empty.key).toBe('missing');
    expect(empty.items).toEqual([{ value: 'og:type', note: 'empty', noteRef: { key: 'empty' }, line: 2 }]);
  });

  it('recommends for values outside the OGP vocabulary, naming them', () => {
    for (const t of ['blog', 'video', 'video.clip', 'music', 'og:website', 'webpage']) {
      expect(runOn(check, typed(t)).status, t).toBe('recommended');
    }
    const out = runOn(check, typed('blog'));
    expect(messageOf(check, out, 'es')).toContain('El og:type "blog" no es un tipo Open Graph');
    expect(out.items?.[0]).toMatchObject({ value: 'blog', note: 'not an OGP type' });
  });
});
