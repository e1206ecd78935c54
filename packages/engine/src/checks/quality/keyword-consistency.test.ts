import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './keyword-consistency.js';

const BODY =
  'Our oak tables are made by hand in our workshop. Every oak table is built from solid oak and finished with ' +
  'natural oil. We build dining tables, coffee tables and desks. Oak tables last for generations when you care ' +
  'for them. Choose the size, the finish and the legs of your oak table. We deliver across the country and offer ' +
  'free returns within thirty days. Visit the workshop to see the oak and meet the makers.';

const page = (head: string, h1: string, body = BODY, lang = 'lang="en"'): string =>
  doc(head, `${h1 ? `<h1>${h1}</h1>` : ''}<main><p>${body}</p></main>`, lang);

describe('keyword-consistency', () => {
  it('passes when a top-3 term is in both the title and the <h1>, naming it and the top terms', () => {
    const out = runOn(check, page('<title>Oak Tables | Smith Workshop</title>', 'Handmade furniture in oak'));
    expect(out.status).toBe('good');
    expect(out.value).toBe('oak');
    const message = messageOf(check, out);
    expect(message).toContain('The top term "oak" appears in both the title and the <h1>.');
    expect(message).toContain(
      'Top terms of the content: oak (7×), tables (6×), oak table (4×), workshop (2×)',
    );
    expect(messageOf(check, out, 'fr')).toContain('« oak »');
  });

  it('matches case-insensitively, across entities and a plural -s', () => {
    const out = runOn(check, page('<title>TABLE &amp; desk makers</title>', 'Our &lt;b&gt;Tables&lt;/b&gt;'));
    expect(out.status).toBe('good');
    expect(out.value).toBe('tables');
  });

  it('recommends when the top terms are only in the title and description, listing where each was found', () => {
    const head =
      '<title>Oak tables</title><meta name="description" content="Solid oak tables made by hand.">';
    const out = runOn(check, page(head, 'Welcome to our shop'));
    expect(out.status).toBe('recommended');
    const message = messageOf(check, out);
    expect(message).toContain('Found in the title: oak, tables, oak table;');
    expect(message).toContain('in the <h1>: —');
    expect(out.items).toEqual([{ value: 'Welcome to our shop', note: '<h1>', line: 1 }]);
  });

  it('recommends when the title and the <h1> use different top terms', () => {
    const out = runOn(check, page('<title>Tables</title>', 'All about oak'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'es')).toContain('En el título: tables; en el <h1>: oak');
  });

  it('is critical when none of the top 5 terms is in the title, <h1> or description, listing the three', () => {
    const head = '<title>Home</title><meta name="description" content="Welcome!">';
    const out = runOn(check, page(head, 'Welcome'));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toMatch(
      /^None of the top 5 terms of the content \(oak \(6×\), .*\) appears/,
    );
    expect(out.items?.map((i) => i.note)).toEqual(['<title>', '<h1>', 'meta description']);
  });

  it('is critical when the page has no title, <h1> or description at all', () => {
    const out = runOn(check, page('', ''));
    expect(out.status).toBe('critical');
    // The place, noted as missing in the report's language: the suggestion reads "<title> — missing".
    expect(out.items?.map((i) => i.value)).toEqual(['<title>', '<h1>', 'meta description']);
    expect(out.items?.map((i) => i.note)).toEqual(['missing', 'missing', 'missing']);
    expect(out.items?.map((i) => i.noteRef?.key)).toEqual(['missing', 'missing', 'missing']);
  });

  it('uses the page language’s stop words (Spanish)', () => {
    const body =
      'Nuestras mesas de roble se hacen a mano en el taller. Cada mesa de roble se construye con roble macizo y ' +
      'se termina con aceite natural. Hacemos mesas de comedor, mesas de centro y escritorios. Las mesas de roble ' +
      'duran generaciones si se cuidan. Elige el tamaño, el acabado y las patas de tu mesa. Enviamos a todo el ' +
      'país y ofrecemos devoluciones gratuitas durante treinta días.';
    const out = runOn(
      check,
      page('<title>Mesas de roble | Taller Smith</title>', 'Mesas artesanales de roble', body, 'lang="es"'),
    );
    expect(out.status).toBe('good');
    // "mesa" and "mesas" are one term.
    expect(messageOf(check, out, 'es')).toContain('El término principal "mesas"');
    expect(messageOf(check, out, 'es')).toContain('mesas (7×), roble (5×)');
  });

  it('needs at least 50 words of main text', () => {
    const words = (n: number): string => BODY.split(' ').slice(0, n).join(' ');
    const short = runOn(check, page('<title>Oak</title>', 'Oak', words(48)));
    expect(short.status).toBe('na');
    // The <h1> is part of the main text: 1 + 48 = 49 words.
    expect(messageOf(check, short)).toContain('only 49 words');
    expect(runOn(check, page('<title>Oak</title>', 'Oak', words(49))).status).not.toBe('na');
  });

  it('is n/a when the main text has only stop words', () => {
    const text = 'We are here because of you and they would not be there if it were not for them. ';
    const out = runOn(check, page('<title>x</title>', '', text.repeat(6)));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain('The main text’s 108 words are all stop words or numbers');
  });

  it('is n/a for a language without word lists, naming it', () => {
    const out = runOn(check, page('<title>木のテーブル</title>', '木のテーブル', BODY, 'lang="ja"'));
    // The English body is detected as English; only a page whose language has no lists is n/a.
    expect(out.status).not.toBe('na');
    const ja = runOn(check, page('<title>x</title>', 'x', 'テーブル'.repeat(40), 'lang="ja"'));
    expect(ja.status).toBe('na');
    expect(messageOf(check, ja)).toContain('(ja)');
  });
});
