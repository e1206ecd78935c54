/** The small generated files of the site: robots.txt, sitemap.xml, llms.txt, and two fallback pages. */

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** AI crawlers named in robots.txt (the engine's ai-crawler-rules check lists the same ones). */
const AI_SEARCH_AGENTS = [
  'OAI-SearchBot',
  'ChatGPT-User',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
];
const AI_TRAINING_AGENTS = [
  'GPTBot',
  'ClaudeBot',
  'Google-Extended',
  'CCBot',
  'Applebot-Extended',
  'Bytespider',
  'Meta-ExternalAgent',
];
const RULES = 'Allow: /\nDisallow: /api/\nDisallow: /r/\n';
const group = (agents: readonly string[]): string =>
  `${agents.map((a) => `User-agent: ${a}`).join('\n')}\n${RULES}`;

/**
 * Everything may be crawled but the API and the shared reports (private links, noindex anyway). AI
 * crawlers get their own groups, deliberately with the same rules: the public pages may appear in AI
 * answers and be learnt from, and the decision is written down rather than left to the * fallback.
 */
export function robotsTxt(origin: string): string {
  return `${group(['*'])}
# Answer engines and fetches people ask for: welcome on the public pages.
${group(AI_SEARCH_AGENTS)}
# Model training: the public pages may be used.
${group(AI_TRAINING_AGENTS)}
Sitemap: ${origin}/sitemap.xml
`;
}

export function sitemapXml(origin: string, paths: readonly string[], lastmod: string): string {
  const urls = paths
    .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/** https://llmstxt.org: what the site is, for language models, in Markdown. */
export function llmsTxt(origin: string): string {
  return `# Rankscope

> Rankscope is a free, fast and honest SEO audit tool. Enter a web page's address and get a scored
> report in seconds: meta information, page quality, page and link structure, server configuration,
> external factors, performance and security, with a search-result preview, keywords and prioritised
> suggestions. Available in English, Spanish and French.

## Pages

- [SEO audit](${origin}/): run a free audit of any public web page
- [Features](${origin}/features): what Rankscope checks and how it works
- [Pricing](${origin}/pricing): the Free, Pro and Enterprise plans and the FAQ
- [Resources](${origin}/resources): SEO guides, a learning path and free tools

## API

- [API reference](${origin}/api/docs): the HTTP API (OpenAPI 3.1 at ${origin}/api/openapi.json)
`;
}

const shell = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeXml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1e293b}code{background:#f1f5f9;padding:0 .25rem}</style>
</head><body><main>${body}</main></body></html>
`;

/** What `/` answers (503) when the server runs without the built web app: the API still works. */
export function notBuiltPage(webDist: string): string {
  return shell(
    'Rankscope: the web app is not built',
    `<h1>The web app is not built</h1>
<p>The Rankscope server is running and its API answers at <a href="/api/docs">/api/docs</a>, but the web app
was not found in <code>${escapeXml(webDist)}</code>.</p>
<p>Build it with <code>npm run build</code> in the repository root (or set <code>WEB_DIST</code> to the built
<code>packages/web/dist</code>), then restart the server.</p>`,
  );
}

/** The not-found page when the built app has no 404.html of its own. */
export function plainNotFoundPage(): string {
  return shell(
    'Page not found | Rankscope',
    '<h1>Page not found</h1><p><a href="/">Back to Rankscope</a></p>',
  );
}
