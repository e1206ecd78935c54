import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../test-support/index.js';
import { parityFactsOf } from './parity-facts.js';

describe('parityFactsOf', () => {
  it('reads title, description, canonical, robots meta, h1s, words and internal links', () => {
    const page = pageFromHtml(
      doc(
        `<title> Oak  tables &amp; chairs </title>
<meta name="description" content="">
<meta name="Description" content="Handmade   oak tables.">
<link rel="canonical" href="/tables?x=1">
<meta name="robots" content="index,  follow">
<meta name="googlebot" content="nosnippet">`,
        `<h1>Oak <em>tables</em></h1><h1>Second</h1><h2>Not an h1</h2>
<p>Five words of main text.</p>
<a href="/a">a</a><a href="/a#reviews">a again</a><a href="https://example.com/b">b</a>
<a href="https://other.example/">external</a><a href="mailto:x@example.com">mail</a><a href="#top">top</a>`,
      ),
      { url: 'https://example.com/tables' },
    );
    expect(parityFactsOf(page)).toEqual({
      title: 'Oak tables & chairs',
      description: 'Handmade oak tables.',
      canonical: 'https://example.com/tables?x=1',
      robots: 'index, follow; googlebot: nosnippet',
      h1: ['Oak tables', 'Second'],
      // The artifact's own count (main text), so both sides count words the same way.
      wordCount: page.text.wordCount,
      // /a (twice, once with a fragment), /b, and the page itself (#top).
      internalLinks: 3,
    });
    expect(page.text.wordCount).toBeGreaterThan(5);
  });

  it('gives nulls and zeros for an empty document', () => {
    expect(parityFactsOf(pageFromHtml('<html><head></head><body></body></html>'))).toEqual({
      title: null,
      description: null,
      canonical: null,
      robots: null,
      h1: [],
      wordCount: 0,
      internalLinks: 0,
    });
  });

  it('ignores what the rendered side cannot see or search engines ignore: Link headers, body canonicals, body titles', () => {
    const page = pageFromHtml(
      doc('', '<title>In body</title><link rel="canonical" href="https://example.com/body">'),
      { headers: { link: '<https://example.com/header>; rel=canonical' } },
    );
    const facts = parityFactsOf(page);
    expect(facts.canonical).toBeNull();
    expect(facts.title).toBeNull();
  });

  it('skips unusable canonicals and takes the first usable one, resolved against <base>', () => {
    const page = pageFromHtml(
      doc(
        '<base href="https://example.com/shop/"><link rel="canonical" href=""><link rel="canonical" href="mailto:a@b.c"><link rel="canonical" href="chairs">',
      ),
    );
    expect(parityFactsOf(page).canonical).toBe('https://example.com/shop/chairs');
  });
});
