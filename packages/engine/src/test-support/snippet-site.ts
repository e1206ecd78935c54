/**
 * What the real-server snippet tests serve and load: a small site (a page, a hashed script, a stylesheet,
 * an image) and every server snippet the fix writer offers for it, by check, read back from the report
 * as rendered (with where it goes and the modules to enable), so a test loads exactly what a user pastes.
 */
import { composeArtifact } from '../artifact.js';
import { CHECKS } from '../checks/index.js';
import { PageFacts } from '../fix/context.js';
import { serverConfigFix } from '../fix/server-config.js';
import { renderFix } from '../localize/fix-texts.js';
import { escapeHtml } from '../print/report-html.js';
import { fixHtml } from '../print/suggestions.js';
import { gather } from '../gather/index.js';
import type { ReportCheck } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import type { Report } from '../report/index.js';
import { solidPng } from './png.js';
import { startTestServer, type RouteHandler, type TestServer } from './test-server.js';

const PROSE = Array.from(
  { length: 12 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: every oak dining table we sell is made by hand in our small workshop, from boards we choose ourselves and dry slowly, so the top stays flat for decades.</p>`,
).join('\n');

export const SCRIPT = '/assets/app.3f2a9c1d7e.js';

export function siteFiles(): Record<string, string | Buffer> {
  return {
    'index.html': `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Handmade oak dining tables | Smith Workshop</title>
<link rel="stylesheet" href="/assets/style.css">
<script src="${SCRIPT}" defer></script>
</head>
<body>
<main>
<h1>Handmade oak dining tables</h1>
${PROSE}
<img src="/img/table.png" alt="Oak table" width="600" height="400">
</main>
</body>
</html>
`,
    'assets/style.css': `body { margin: 0; font-family: sans-serif; }\n${'.x { color: #333; }\n'.repeat(120)}`,
    [SCRIPT.slice(1)]: `console.log('tables');\n${'// oak\n'.repeat(300)}`,
    'img/table.png': solidPng(600, 400),
  };
}

/**
 * A snippet as the reports show it, read back from the rendered HTML report's fix (the text report and
 * `rankscope fix` print the same headings and notes): its server and variant from the heading, where it
 * goes and what to enable from the notes under it, the code as shown.
 */
export interface Shown {
  language: 'nginx' | 'apache' | 'caddy';
  snippet: string;
  context?: 'http' | 'server' | 'virtualhost' | 'caddyfile' | 'site';
  variant?: 'primary' | 'brotli' | 'reverse-proxy';
  /** Apache modules as the report says to enable them (`a2enmod headers` → 'headers'). */
  a2enmod: string[];
  /** Debian packages the report says to install (`apt install libnginx-mod-http-brotli-filter`). */
  apt: string[];
  /** What the report marks "Replace before use". */
  placeholders: string[];
  /** The heading and notes as shown. */
  shown: string;
}

const unescape = (s: string): string =>
  s.replace(/<\/?mark>/g, '').replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));

const CONTEXTS: [RegExp, Shown['context']][] = [
  [/the http \{ \} block/, 'http'],
  [/server \{ \} block/, 'server'],
  [/main configuration, outside any <VirtualHost>/, 'server'],
  [/<VirtualHost> block/, 'virtualhost'],
  [/top level of the Caddyfile/, 'caddyfile'],
  [/block in the Caddyfile/, 'site'],
];

/** Every spelling of a fix as its rendered HTML shows it. */
export function readShown(html: string): Shown[] {
  const blocks = html.split('<div class="snippet-lang">').slice(1);
  return blocks.map((block) => {
    const heading = unescape(block.slice(0, block.indexOf('</div>')));
    const notes = [...block.matchAll(/<div class="snippet-note">(.*?)<\/div>/g)].map((m) => unescape(m[1]!));
    const code = unescape(/<pre class="snippet"><code>([\s\S]*?)<\/code><\/pre>/.exec(block)![1]!);
    const language = (['nginx', 'apache', 'caddy'] as const).find((l) => heading.toLowerCase().startsWith(l));
    if (!language) throw new Error(`not a server snippet: ${heading}`);
    const text = notes.join('\n');
    const variant = heading.includes('stock server')
      ? 'primary'
      : heading.includes('Brotli module')
        ? 'brotli'
        : heading.includes('reverse proxy')
          ? 'reverse-proxy'
          : undefined;
    const context = CONTEXTS.find(([re]) => re.test(text))?.[1];
    const placeholders = /Replace before use: (.*?) \(/.exec(text)?.[1]?.split(', ') ?? [];
    return {
      language,
      snippet: code,
      ...(context ? { context } : {}),
      ...(variant ? { variant } : {}),
      a2enmod: [...text.matchAll(/a2enmod (\w+)/g)].map((m) => m[1]!),
      apt: [...text.matchAll(/apt install ([\w.-]+)/g)].map((m) => m[1]!),
      placeholders,
      shown: [heading, ...notes].join('\n'),
    };
  });
}

/** The fix of every server check for a site at `url`, as the HTML report renders it (one string each). */
export function renderedFixes(url: string, server?: string): Map<string, string> {
  const body = Buffer.from('<!DOCTYPE html><html><head><title>t</title></head><body></body></html>');
  const page = composeArtifact(
    gather({
      requestedUrl: url,
      finalUrl: url,
      status: 200,
      statusText: 'OK',
      redirects: [],
      headers: { 'content-type': ['text/html; charset=utf-8'], ...(server ? { server: [server] } : {}) },
      contentType: 'text/html; charset=utf-8',
      httpVersion: '1.1',
      timings: { ttfbMs: 1, downloadMs: 1, totalMs: 2 },
      transferBytes: body.length,
      bodyBytes: body.length,
      body,
      truncated: false,
      contentEncoding: null,
      fetchedAt: Date.now(),
    }),
  );
  const facts = new PageFacts(page, CHECKS);
  const out = new Map<string, string>();
  // The checks that name the server writer as their fix.
  for (const { id } of CHECKS.filter((c) => c.fix === serverConfigFix)) {
    const check = { id } as ReportCheck;
    const fix = serverConfigFix({ page, check, facts, checks: new Map() });
    if (fix) out.set(id, fixHtml(renderFix(fix, 'en'), 'en', escapeHtml));
  }
  return out;
}

/** Every spelling (all servers and variants) of every server check's fix, read from the rendered report. */
export function allSpellings(url: string, server?: string): Map<string, Shown[]> {
  return new Map([...renderedFixes(url, server)].map(([id, html]) => [id, readShown(html)]));
}

/** The spellings of one server, variant and context across every check. */
export function pick(
  all: Map<string, Shown[]>,
  server: Shown['language'],
  test: (s: Shown) => boolean,
): string[] {
  return picked(all, server, test).map((s) => s.snippet);
}

export function picked(
  all: Map<string, Shown[]>,
  server: Shown['language'],
  test: (s: Shown) => boolean,
): Shown[] {
  return [...all.values()].flat().filter((s) => s.language === server && test(s));
}

/** The modules the report says to enable for these snippets, each once. */
export const a2enmodsOf = (shown: readonly Shown[]): string[] => [
  ...new Set(shown.flatMap((s) => s.a2enmod)),
];

export const primary = (s: Shown): boolean => s.variant === undefined || s.variant === 'primary';

/**
 * The server checks that a snippet set fixes, as the audit judges them over plain HTTP. Compression is
 * judged apart: gzip, what the stock servers have, leaves "Brotli or zstd would be smaller" (recommended).
 */
export { SERVED_CHECKS } from './round-trip-coverage.js';

/** Each check's status, and its message key (compression's 'gzipOnly'). */
export async function auditThrough(origin: string): Promise<Map<string, string>> {
  const report: Report = await runAudit(`${origin}/`, { allowPrivate: true });
  return new Map(
    report.checks.flatMap((c) => [
      [c.id, c.status],
      [`${c.id}:key`, c.messageRef?.key ?? ''],
    ]),
  );
}

/**
 * The site as an application behind a reverse proxy serves it: every response says `X-Powered-By:
 * Express`, static files `Cache-Control: no-cache` (what the snippets must hide and replace).
 */
export async function startUpstream(): Promise<TestServer> {
  const files = siteFiles();
  const types: Record<string, string> = {
    'index.html': 'text/html; charset=utf-8',
    'assets/style.css': 'text/css',
    [SCRIPT.slice(1)]: 'text/javascript',
    'img/table.png': 'image/png',
  };
  const routes = Object.fromEntries(
    Object.entries(types).map(([file, type]) => [
      file === 'index.html' ? '/' : `/${file}`,
      ((_req, res) => {
        const cache = file === 'index.html' ? {} : { 'cache-control': 'no-cache' };
        res.writeHead(200, { 'content-type': type, 'x-powered-by': 'Express', ...cache }).end(files[file]);
      }) satisfies RouteHandler,
    ]),
  );
  return startTestServer(routes);
}
