import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './title-keyword-stuffing.js';

const titled = (title: string, lang = 'en'): string => doc(`<title>${title}</title>`, '', `lang="${lang}"`);

describe('title-keyword-stuffing', () => {
  it('passes a plain title and names its parts', () => {
    const out = runOn(check, titled('Oak Dining Tables | Smith Workshop'));
    expect(out.status).toBe('good');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(
      'No word is repeated more than twice and the title has 2 parts: "Oak Dining Tables | Smith Workshop".',
    );
  });

  it('recommends when a word appears 3 times, names it and lists it', () => {
    const out = runOn(check, titled('Oak Tables, Oak Chairs and Oak Benches'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('repeated');
    expect(out.items).toEqual([{ value: 'oak', note: '3×', line: 1 }]);
    expect(messageOf(check, out)).toBe(
      'The word "oak" appears 3 times in the title "Oak Tables, Oak Chairs and Oak Benches".',
    );
    expect(messageOf(check, out, 'fr')).toContain('Le mot « oak » apparaît 3 fois');
  });

  it('is critical from 4 repetitions, counted case-insensitively', () => {
    const out = runOn(check, titled('OAK Tables – Oak Chairs – oak Benches – Oak stools'));
    expect(out.status).toBe('critical');
    expect(out.value).toBe(4);
    expect(messageOf(check, out, 'es')).toContain('La palabra "oak" aparece 4 veces');
  });

  it('allows 4 fragments and recommends 5, listing every fragment', () => {
    expect(runOn(check, titled('Tables | Chairs | Benches | Stools')).status).toBe('good');
    const out = runOn(check, titled('Tables | Chairs | Benches | Stools » Shelves'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('fragments');
    expect(out.items?.map((i) => i.value)).toEqual(['Tables', 'Chairs', 'Benches', 'Stools', 'Shelves']);
    expect(out.items?.[4]?.note).toBe('part 5 of 5');
    expect(messageOf(check, out)).toContain('into 5 keyword parts');
  });

  it('reports repetitions and fragments together', () => {
    const out = runOn(check, titled('Oak Tables | Oak Chairs | Oak Benches | Stools | Shelves'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('both');
    expect(out.items?.[0]).toEqual({ value: 'oak', note: '3×', line: 1 });
    expect(messageOf(check, out)).toContain(
      '"oak" appears 3 times and separators split the title into 5 parts',
    );
  });

  it('ignores stop words of the page language', () => {
    expect(runOn(check, titled('The Tables of the House and the Chairs of the Garden')).status).toBe('good');
    // "la" and "de" are Spanish stop words; in an English page "la" would count.
    expect(runOn(check, titled('La mesa de la casa y la silla de la cocina', 'es')).status).toBe('good');
    expect(runOn(check, titled('La mesa de la casa y la silla de la cocina', 'en')).status).toBe('critical');
  });

  it('does not split compound words, numbers, dates or times, and ignores runs of separators', () => {
    const out = runOn(check, titled('T-Shirts, 24/7 Support, Open 10:30 - 1,000 e-Gifts'));
    expect(out.status).toBe('good');
    expect(out.value).toBe(4);
    expect(runOn(check, titled('Tables || Chairs ||| — Benches')).value).toBe(3);
  });

  it('without stop-word lists for the language, judges only the fragments and says so', () => {
    const out = runOn(check, titled('Столы и стулья и полки и шкафы', 'ru'));
    expect(out.status).toBe('good');
    expect(out.key).toBe('passNoWordLists');
    expect(messageOf(check, out)).toContain('no stop-word list for the page language (ru)');
    expect(messageOf(check, out, 'fr')).toContain('(ru)');
    expect(runOn(check, titled('Столы | стулья | полки | шкафы | двери', 'ru')).status).toBe('recommended');
  });

  it('is n/a without a title', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'fr')).toContain('Il n’y a pas de titre');
  });
});
