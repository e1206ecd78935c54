import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './link-text-generic.js';

const page = (body: string, lang = 'en'): string => doc('', body, `lang="${lang}"`);

describe('link-text-generic', () => {
  it('passes descriptive links, including ones that merely contain a generic word', () => {
    const out = runOn(
      check,
      page('<a href="/oak">Read more about oak tables</a><a href="/here">Here &amp; now</a>'),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(links checked: 2)');
  });

  it('recommends descriptive text for one generic link and names its text and URL', () => {
    const out = runOn(check, page('<p>Our oak tables: <a href="/oak">click here</a>.</p>'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The link "click here" (https://example.com/oak) uses generic text that says nothing about its target.',
    );
  });

  it('matches the whole text after case folding, entities, nested markup, punctuation and arrows', () => {
    const links = [
      'READ MORE…',
      'Read&nbsp;more »',
      '→ Learn more',
      '<span>Read</span> <b>more</b>',
      '[More]',
      'Continue!',
    ];
    const body = links.map((t, i) => `<a href="/p${i}">${t}</a>`).join('\n');
    const out = runOn(check, page(body));
    expect(out.value).toBe(links.length);
    expect(messageOf(check, out)).toBe(
      `${links.length} links use generic text that says nothing about their target, e.g. "READ MORE…" (https://example.com/p0).`,
    );
    expect(out.items?.map((i) => i.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('judges an image-only link on its alt text, and an image link on alt plus text', () => {
    expect(runOn(check, page('<a href="/next"><img src="arrow.png" alt="More"></a>')).status).toBe(
      'recommended',
    );
    expect(runOn(check, page('<a href="/oak"><img src="oak.png" alt="Oak tables"> More</a>')).status).toBe(
      'good',
    );
    expect(runOn(check, page('<a href="/oak"><img src="deco.png" alt=""> More</a>')).status).toBe(
      'recommended',
    );
  });

  it('skips the links Lighthouse skips: javascript:, mailto:, nofollow, no href, and in-page #fragments', () => {
    const skipped = [
      '<a href="javascript:void(0)">more</a>',
      '<a href="mailto:shop@example.com">here</a>',
      '<a href="/oak" rel="nofollow">click here</a>',
      '<a>more</a>',
      '<a href="#reviews">Read more</a>',
      '<a href="/shop/oak-table#top">here</a>',
    ];
    const out = runOn(check, page(`${skipped.join('')}<a href="/oak">Oak tables</a>`), {
      url: 'https://example.com/shop/oak-table',
    });
    expect([out.status, messageOf(check, out)]).toEqual([
      'good',
      'No link uses generic text such as "click here" (links checked: 1).',
    ]);
    expect(runOn(check, page(skipped.join('')), { url: 'https://example.com/shop/oak-table' }).key).toBe(
      'none',
    );
    // Another page's fragment is another page.
    const other = runOn(check, page('<a href="/care#oil">Read more</a>'), {
      url: 'https://example.com/shop/oak-table',
    });
    expect(other.status).toBe('recommended');
  });

  it("judges each link in its own language: its lang, else the nearest ancestor's, else the page's", () => {
    // German "Start" is not English-generic; "klicke hier" is German-generic even on an English page.
    const de = '<div lang="de-DE"><a href="/">Start</a> <a href="/a">Klicke hier</a></div>';
    const out = runOn(
      check,
      page(`${de}<a href="/b" lang="en">Start</a><p lang="fr">Voir <a href="/c">ici</a></p>`),
    );
    expect(out.items?.map((i) => i.note)).toEqual(['"Klicke hier"', '"Start"', '"ici"']);
    // On a German page "Start" is the page's own word, an English theme's "Read more" is still generic.
    expect(runOn(check, page('<a href="/a">Start</a>', 'de')).status).toBe('good');
    expect(runOn(check, page('<a href="/a">Start</a><a href="/b">Read more</a>', 'de')).value).toBe(1);
    // A Japanese link gets Lighthouse's Japanese list.
    expect(runOn(check, page('<a href="/a" lang="ja">続きを読む</a>')).status).toBe('recommended');
  });

  it('judges the links of inline SVG, as Lighthouse does', () => {
    const svg = '<svg viewBox="0 0 10 10"><a href="/map/north"><text x="1" y="5">click here</text></a></svg>';
    const out = runOn(check, page(svg));
    expect([out.status, messageOf(check, out)]).toEqual([
      'recommended',
      'The link "click here" (https://example.com/map/north) uses generic text that says nothing about its target.',
    ]);
  });

  it('uses the page language list, without accents required', () => {
    const es = runOn(
      check,
      page('<a href="/a">Leer más</a><a href="/b">leer mas</a><a href="/c">Haga clic aquí</a>', 'es'),
    );
    expect(es.value).toBe(3);
    expect(messageOf(check, es, 'es')).toContain('3 enlaces usan un texto genérico');
    const fr = runOn(check, page('<a href="/a">Cliquez ici !</a>', 'fr-FR'));
    expect(messageOf(check, fr, 'fr')).toBe(
      'Le lien « Cliquez ici ! » (https://example.com/a) utilise un texte générique qui ne dit rien de sa cible.',
    );
    expect(
      runOn(check, page('<a href="/a">Plus d’infos</a><a href="/b">plus d\'infos</a>', 'fr')).value,
    ).toBe(2);
    expect(runOn(check, page('<a href="/a">Weiterlesen</a>', 'de')).status).toBe('recommended');
    expect(runOn(check, page('<a href="/a">Leggi di più</a>', 'it')).status).toBe('recommended');
    expect(runOn(check, page('<a href="/a">Saiba mais</a>', 'pt-BR')).status).toBe('recommended');
    expect(runOn(check, page('<a href="/a">Lees meer</a>', 'nl')).status).toBe('recommended');
  });

  it('also flags English theme buttons on pages in another language, but not other languages', () => {
    expect(runOn(check, page('<a href="/a">Read more</a>', 'de')).status).toBe('recommended');
    expect(runOn(check, page('<a href="/a">Weiterlesen</a>', 'fr')).status).toBe('good');
  });

  it('is not applicable for a language without a list, or without links', () => {
    const pl = runOn(check, page('<a href="/a">tutaj</a>', 'pl'));
    expect(pl.status).toBe('na');
    expect(messageOf(check, pl)).toContain('(pl)');
    expect(runOn(check, page('<p>No links</p>')).key).toBe('none');
  });
});

// Lighthouse's link-text takes the language from the lang attributes (<html lang> for the whole page).
describe('link-text-generic: the page language as declared, as Lighthouse reads it', () => {
  const german =
    '<p>Unsere Eichentische werden in der eigenen Werkstatt gefertigt und sind in vielen Größen erhältlich. Jeder Tisch wird nach Maß gebaut und geölt.</p>';

  it('judges links by <html lang>, not by the language detected from the text', () => {
    // Declared English, written in German: "mehr" is not an English generic text (Lighthouse passes it).
    expect(runOn(check, page(`${german}<a href="/tische">mehr</a>`, 'en')).status).toBe('good');
    expect(runOn(check, page(`${german}<a href="/tische">mehr</a>`, 'de')).status).toBe('recommended');
  });

  it('uses the detected language when the page declares none', () => {
    expect(runOn(check, doc('', `${german}<a href="/tische">mehr</a>`, '')).status).toBe('recommended');
  });
});
