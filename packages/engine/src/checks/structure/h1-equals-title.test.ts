import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './h1-equals-title.js';

const page = (title: string, h1: string, lang = 'en'): string =>
  doc(`<title>${title}</title>`, `<h1>${h1}</h1>`, `lang="${lang}"`);

describe('h1-equals-title', () => {
  it('passes when h1 and title share content words without being identical, and names the words', () => {
    const out = runOn(check, page('Handmade Oak Tables | Smith Workshop', 'Oak dining tables made to order'));
    expect(out.status).toBe('good');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toContain('share topic words (oak, tables)');
  });

  it('recommends a variant when h1 and title are identical after case, punctuation and whitespace', () => {
    const out = runOn(check, page('Oak Tables – Smith Workshop', ' oak  tables:  SMITH workshop! '));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('identical');
    expect(messageOf(check, out)).toContain('"oak tables: SMITH workshop!"');
    expect(messageOf(check, out, 'fr')).toContain('mot pour mot');
  });

  it('treats entity-encoded and literal text alike', () => {
    const out = runOn(check, page('Tables &amp; chairs', 'Tables & chairs'));
    expect(out.key).toBe('identical');
  });

  it('recommends a shared word when h1 and title have none, and quotes both', () => {
    const out = runOn(check, page('Smith Workshop', 'Welcome to our home'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('unrelated');
    expect(messageOf(check, out, 'es')).toBe(
      'El <h1> "Welcome to our home" y el título "Smith Workshop" no comparten ninguna palabra de contenido.',
    );
  });

  it('does not count stop words of the page language as shared', () => {
    expect(runOn(check, page('About us | Smith', 'About us and our story')).key).toBe('unrelated');
    expect(runOn(check, page('Mesas de roble', 'Todo de la casa', 'es')).key).toBe('unrelated');
    const related = runOn(check, page('Mesas de roble | Taller Smith', 'Las mesas de la casa', 'es'));
    expect(related.status).toBe('good');
    expect(messageOf(check, related, 'es')).toContain('(mesas)');
  });

  it('uses the first h1 and the first title in <head>, with both lines in the items', () => {
    const html = doc('\n<title>Smith Workshop</title>', '\n<h1>Oak tables</h1><h1>Smith Workshop</h1>');
    const out = runOn(check, html);
    expect(out.key).toBe('unrelated');
    expect(out.items?.map((i) => [i.value, i.line])).toEqual([
      ['Oak tables', 3],
      ['Smith Workshop', 2],
    ]);
  });

  it('does not throw on a malformed language tag', () => {
    expect(runOn(check, page('Oak tables | Smith', 'Oak tables for every room', 'x-klingon')).status).toBe(
      'good',
    );
  });

  it('is not applicable when the h1 or the title is missing or empty', () => {
    expect(runOn(check, doc('<title>Oak tables</title>', '<p>No heading</p>')).key).toBe('noH1');
    expect(runOn(check, page('Oak tables', ' ')).key).toBe('noH1');
    expect(runOn(check, doc('', '<h1>Oak tables</h1>')).key).toBe('noTitle');
    expect(runOn(check, page('  ', 'Oak tables')).status).toBe('na');
  });
});
