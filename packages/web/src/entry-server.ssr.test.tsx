import { describe, expect, it } from 'vitest';
import { render, renderHead } from './entry-server';

describe('prerender entry', () => {
  it.each([
    ['/', 'home'],
    ['/features', 'features'],
    ['/pricing', 'pricing'],
    ['/resources', 'resources'],
    ['/no-such-page', 'notFound'],
  ] as const)(
    'renders %s completely: its lazy page in place, one h1, no inline script',
    async (url, page) => {
      const { html, head } = await render(url, page);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // A boundary left pending would need an inline script to appear, which the CSP forbids.
      expect(html).not.toContain('<template id="B:');
      expect(html).not.toMatch(/<script/i);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
    },
  );

  it('writes canonical, Open Graph and JSON-LD with the origin placeholder the server fills in', async () => {
    const head = await renderHead('home');
    expect(head).toContain('<link rel="canonical" href="%RANKSCOPE_ORIGIN%/" />');
    expect(head).toContain('<meta property="og:site_name" content="Rankscope" />');
    expect(head).toContain('<meta property="og:image:alt" content="');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    const graph = (JSON.parse(json ?? '{}') as { '@graph': Array<{ '@type': string; url?: string }> })[
      '@graph'
    ];
    expect(graph.map((n) => n['@type'])).toEqual(['WebPage', 'WebSite', 'Organization']);
    expect(graph[1]?.url).toBe('%RANKSCOPE_ORIGIN%/');
  });

  it('marks the not-found and shared pages noindex, without a canonical or JSON-LD', async () => {
    for (const page of ['shared', 'notFound'] as const) {
      const head = await renderHead(page);
      expect(head).toContain('<meta name="robots" content="noindex" />');
      expect(head).not.toContain('rel="canonical"');
      expect(head).not.toContain('application/ld+json');
    }
  });
});
