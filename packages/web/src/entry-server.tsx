/**
 * Prerender entry (build time only, see scripts/prerender.js): renders a route to HTML with its head
 * tags, so crawlers — and Rankscope's own audit — read real content, titles, descriptions and
 * canonicals in the raw HTML. Pages are lazy chunks inside <Suspense>: `prerender` (react-dom/static)
 * waits for every one of them, so the HTML holds the page itself, not the loading fallback.
 */
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createI18n } from './i18n';
import { headFor, headHtml, INDEXED_ROUTES, ORIGIN_PLACEHOLDER, type PageKey } from './lib/head';

// The prerendered head is English (the client keeps title, description and canonical in step with the
// chosen language); these tags describe the brand and the share image, which do not change.
const SITE_NAME = 'Rankscope';
const OG_IMAGE_ALT =
  'Rankscope, the free AI SEO audit tool: a sample report scoring 92 out of 100, Very Good.';

/** JSON inside <script>: `<` escaped, so no text can close the element. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Brand and share-image tags, and schema.org JSON-LD (a data block: the CSP runs no inline script,
 * and this is not one): WebPage on every indexed page, plus WebSite and Organization on the home page.
 */
function extraHead(page: PageKey, title: string, description: string): string {
  const tags = [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:alt" content="${OG_IMAGE_ALT}" />`,
  ];
  const path = INDEXED_ROUTES.find((r) => r.page === page)?.path;
  if (path === undefined) return tags.join('\n    ');
  const origin = ORIGIN_PLACEHOLDER;
  const website = { '@type': 'WebSite', '@id': `${origin}/#website`, name: SITE_NAME, url: `${origin}/` };
  const graph: object[] = [
    {
      '@type': 'WebPage',
      '@id': `${origin}${path}#webpage`,
      url: `${origin}${path}`,
      name: title,
      description,
      inLanguage: 'en',
      isPartOf: { '@id': `${origin}/#website` },
    },
  ];
  if (page === 'home') {
    graph.push(website, {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/icon-512.png`,
    });
  }
  const jsonLd = { '@context': 'https://schema.org', '@graph': graph };
  tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** The head tags of a page (title, description, canonical, robots, Open Graph), in English. */
export async function renderHead(page: PageKey): Promise<string> {
  const i18n = await createI18n('en');
  const head = headFor(page, i18n.getFixedT('en', 'common'));
  return `${headHtml(head, 'en_US')}\n    ${extraHead(page, head.title, head.description)}`;
}

export async function render(url: string, page: PageKey): Promise<{ html: string; head: string }> {
  const i18n = await createI18n('en');
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App i18n={i18n} queryClient={new QueryClient()} />
    </StaticRouter>,
    {
      onError: (error) => void errors.push(error),
      // Large boundaries would otherwise be streamed out of place and moved by an inline script, which
      // the CSP forbids (and crawlers may not run): every boundary is written where it belongs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  // A part that threw would ship its fallback and render only in the browser: fail the build instead.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return { html, head: await renderHead(page) };
}
