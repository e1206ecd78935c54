/**
 * What the real-server snippet tests serve and load: a small site (a page, a hashed script, a stylesheet,
 * an image) and every server snippet the fix writer offers for it, by check.
 */
import { composeArtifact } from '../artifact.js';
import { PageFacts } from '../advise/fixes/context.js';
import { SERVER_IDS, serverSpellings, type Spelling } from '../advise/fixes/server-config.js';
import { gather } from '../gather/index.js';
import type { ReportCheck } from '../report.js';
import { runAudit } from '../run-audit.js';
import type { Report } from '../report.js';
import { solidPng } from './png.js';

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

/** Every spelling (all servers and variants) of every server check's fix, for a site at `url`. */
export function allSpellings(url: string): Map<string, Spelling[]> {
  const body = Buffer.from('<!DOCTYPE html><html><head><title>t</title></head><body></body></html>');
  const page = composeArtifact(
    gather({
      requestedUrl: url,
      finalUrl: url,
      status: 200,
      statusText: 'OK',
      redirects: [],
      headers: { 'content-type': ['text/html; charset=utf-8'] },
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
  const facts = new PageFacts(page);
  const out = new Map<string, Spelling[]>();
  for (const id of SERVER_IDS) {
    const check = { id } as ReportCheck;
    out.set(id, serverSpellings({ page, check, lang: 'en', facts, checks: new Map() }) ?? []);
  }
  return out;
}

/** The spellings of one server, variant and context across every check. */
export function pick(
  all: Map<string, Spelling[]>,
  server: Spelling['language'],
  test: (s: Spelling) => boolean,
): string[] {
  return [...all.values()]
    .flat()
    .filter((s) => s.language === server && test(s))
    .map((s) => s.snippet);
}

export const primary = (s: Spelling): boolean => s.variant === undefined || s.variant === 'primary';

/**
 * The server checks that a snippet set fixes, as the audit judges them over plain HTTP. Compression is
 * judged apart: gzip, what the stock servers have, leaves "Brotli or zstd would be smaller" (recommended).
 */
export const SERVED_CHECKS = [
  'x-content-type-options',
  'frame-protection',
  'referrer-policy',
  'permissions-policy',
  'static-cache',
  'server-disclosure',
  'broken-resources',
];

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
