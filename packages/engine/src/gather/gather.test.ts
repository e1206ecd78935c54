import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../test-support/index.js';

describe('gather', () => {
  it('resolves links against the final URL and classifies them', () => {
    const page = pageFromHtml(
      doc(
        '<title>t</title>',
        `<nav><a href="/a">A</a></nav>
         <a href="https://blog.example.com/x">Blog</a>
         <a href="https://other.org/y" rel="NoFollow Sponsored">Ext</a>
         <a href="javascript:void(0)">JS</a>
         <a href="mailto:me@example.com">Mail</a>
         <a>No href</a>`,
      ),
      { url: 'https://www.example.com/dir/page' },
    );
    const [nav, blog, ext, js, mail, none] = page.anchors;
    expect(nav).toMatchObject({
      url: 'https://www.example.com/a',
      internal: true,
      sameSite: true,
      inNav: true,
    });
    expect(blog).toMatchObject({ internal: false, sameSite: true, inNav: false });
    expect(ext).toMatchObject({ internal: false, sameSite: false, rel: ['nofollow', 'sponsored'] });
    expect(js).toMatchObject({ url: null, scheme: 'javascript:' });
    expect(mail).toMatchObject({ url: null, scheme: 'mailto:' });
    expect(none).toMatchObject({ href: null, url: null });
  });

  it('honours <base href>', () => {
    const page = pageFromHtml(doc('<base href="https://cdn.example.com/base/">', '<a href="x">x</a>'));
    expect(page.anchors[0]?.url).toBe('https://cdn.example.com/base/x');
  });

  it('builds accessible names from text, image alts and aria-label', () => {
    const page = pageFromHtml(
      doc(
        '',
        '<a href="/1"><img src="i.png" alt="Logo"></a><a href="/2" aria-label="Close">×</a><h2>Intro <img alt="icon"></h2>',
      ),
    );
    expect(page.anchors[0]).toMatchObject({ name: 'Logo', text: '', hasImage: true });
    expect(page.anchors[1]?.name).toBe('Close');
    expect(page.headings[0]).toMatchObject({ level: 2, text: 'Intro icon' });
  });

  it('keeps visible text only, and main text without navigation and footers', () => {
    const page = pageFromHtml(
      doc(
        '<style>.x{}</style>',
        `<header><nav>Menu items</nav></header><main><p>Main words here</p><script>var hidden = 1</script>
         <div hidden>secret</div><article><header>Article header</header></article></main><footer>Footer text</footer>`,
      ),
    );
    expect(page.text.all).toContain('Main words here');
    expect(page.text.all).toContain('Footer text');
    expect(page.text.all).not.toContain('hidden');
    expect(page.text.all).not.toContain('secret');
    expect(page.text.main).not.toContain('Menu');
    expect(page.text.main).not.toContain('Footer');
    // A <header> inside an <article> is not a banner landmark: it stays in the main text.
    expect(page.text.main).toContain('Article header');
    expect(page.text.wordCount).toBe(5);
  });

  it('records source lines and places misplaced head elements where browsers do', () => {
    const page = pageFromHtml(
      '<!DOCTYPE html>\n<html><head>\n<title>T</title>\n<img src="a.png">\n<link rel="canonical" href="/c">\n</head><body></body></html>',
    );
    expect(page.titles[0]?.line).toBe(3);
    // The <img> ends <head>: the canonical after it lands in <body>, as in browsers and Google.
    expect(page.links[0]).toMatchObject({ inHead: false, line: 5 });
  });

  it('collects hreflang from link elements and the Link header', () => {
    const page = pageFromHtml(doc('<link rel="alternate" hreflang="de" href="/de/">'), {
      headers: {
        link: '<https://example.com/fr/>; rel="alternate"; hreflang="fr", <https://example.com/>; rel="canonical"',
      },
    });
    expect(page.hreflang).toEqual([
      { lang: 'de', href: '/de/', url: 'https://example.com/de/', source: 'html' },
      { lang: 'fr', href: 'https://example.com/fr/', url: 'https://example.com/fr/', source: 'header' },
    ]);
  });

  it('reports doctype, quirks mode and JSON-LD blocks', () => {
    const page = pageFromHtml(
      '<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head></html>',
    );
    expect(page.doc.doctype).toBeNull();
    expect(page.doc.mode).toBe('quirks');
    expect(page.jsonLd[0]).toMatchObject({ raw: '{"@type":"Thing"}', inHead: true });
  });

  it('detects the text language and falls back to the declared one', () => {
    const es = pageFromHtml(
      doc(
        '',
        '<p>Cada mesa de comedor de roble que vendemos está hecha a mano en nuestro pequeño taller. Elegimos cada tabla nosotros mismos y la secamos despacio.</p>',
        'lang="en"',
      ),
    );
    expect(es.language).toMatchObject({ declared: 'en', detected: 'es', effective: 'es' });
    const short = pageFromHtml(doc('', '<p>Bonjour</p>', 'lang="fr-CA"'));
    expect(short.language).toMatchObject({ detected: null, effective: 'fr' });
  });
});
