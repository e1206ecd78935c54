import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './title-length.js';

const titled = (title: string): string => doc(`<title>${title}</title>`);
const length = (text: string): number => [...text].length;

describe('title-length', () => {
  it('passes a 30–60 character title and names it with its length, after decoding and collapsing', () => {
    const out = runOn(check, titled('  Oak &amp; Ash Dining Tables\n   | Smith Workshop '));
    expect(out.status).toBe('good');
    expect(out.value).toBe(40);
    expect(messageOf(check, out)).toBe(
      'The title is 40 characters long, within the recommended 30–60: "Oak & Ash Dining Tables | Smith Workshop".',
    );
    expect(messageOf(check, out, 'fr')).toContain('40 caractères');
  });

  it('treats 30 and 60 characters as good and 29 and 61 as recommended', () => {
    const t30 = 'Oak Dining Tables | Smith Shop';
    const t29 = 'Oak Dining Tables | Smith Co.';
    const t60 = 'Handmade Oak Dining Tables and Benches | Smith Workshop York';
    const t61 = 'Handmade Oak Dining Tables and Benches | Smith Workshop Leeds';
    expect([t29, t30, t60, t61].map(length)).toEqual([29, 30, 60, 61]);
    expect(runOn(check, titled(t30)).status).toBe('good');
    expect(runOn(check, titled(t60)).status).toBe('good');

    const short = runOn(check, titled(t29));
    expect(short.status).toBe('recommended');
    expect(short.key).toBe('short');
    expect(messageOf(check, short)).toContain(`only 29 characters long (30–60 recommended): "${t29}"`);
    expect(short.items).toEqual([
      { value: t29, note: '29 characters', noteRef: { key: 'chars', values: { count: 29 } }, line: 1 },
    ]);

    const long = runOn(check, titled(t61));
    expect(long.status).toBe('recommended');
    expect(long.key).toBe('long');
    expect(messageOf(check, long, 'es')).toContain(`El título tiene 61 caracteres, más de 60`);
    expect(messageOf(check, long, 'es')).toContain(t61);
  });

  it('flags a title under 10 characters as almost empty, still in the recommended band', () => {
    const out = runOn(check, titled('Home page'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('almostEmpty');
    expect(out.items?.[0]?.note).toBe('9 characters, almost empty');
    expect(messageOf(check, out)).toContain('only 9 characters: "Home page"');
    expect(messageOf(check, out, 'fr')).toContain('presque vide, avec seulement 9 caractères');
    expect(runOn(check, titled('About page')).key).toBe('short');
  });

  it('counts code points, so an emoji counts as one character', () => {
    // 60 code points but 61 UTF-16 units: String.length would call it too long.
    const sixty = 'Handmade Oak Dining Tables and Benches | Smith Workshop Yor🌳';
    expect([sixty.length, length(sixty)]).toEqual([61, 60]);
    const out = runOn(check, titled(sixty));
    expect(out.status).toBe('good');
    expect(out.value).toBe(60);
  });

  it('is n/a without a title or with an empty one (title-present reports those)', () => {
    expect(runOn(check, doc('')).status).toBe('na');
    const empty = runOn(check, titled('   '));
    expect(empty.status).toBe('na');
    expect(messageOf(check, empty)).toContain('"Title tag"');
  });

  it('measures the first <title> in <head>, not later ones or an SVG title', () => {
    const html = doc(
      '<title>Oak Dining Tables | Smith Shop</title><title>x</title>',
      '<svg><title>icon</title></svg>',
    );
    const out = runOn(check, html);
    expect(out.status).toBe('good');
    expect(out.value).toBe(30);
  });
});
