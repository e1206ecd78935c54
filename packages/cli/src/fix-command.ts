/**
 * `rankscope fix <url|file.html> [--out fixed.html] [audit options]`: audits the page (a local file is
 * served with its folder on 127.0.0.1 for the audit) and writes it back with every verified html fix
 * applied; prints what changed and what needs the user. Without --out the fixed page goes to stdout and
 * the summary to stderr. A fix that names the address a local file was served at (its canonical, og:url)
 * is not applied: that address is not the page's.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { basename, dirname, extname, resolve, sep } from 'node:path';
import {
  fixLabel,
  fixPage,
  headDiff,
  isAuditError,
  maskSecrets,
  renderFixSummary,
  secretsOf,
  type AuditCredentials,
  type Fix,
} from '@rankscope/engine';
import { parseCli, UsageError } from './args.js';
import { credentialsFor } from './credentials.js';

interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** The file's folder over HTTP on 127.0.0.1, nothing outside it. */
async function serveFolder(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function isFile(target: string): Promise<boolean> {
  if (/^https?:\/\//i.test(target)) return false;
  try {
    return (await stat(target)).isFile();
  } catch {
    return false;
  }
}

export async function runFixCommand(argv: readonly string[], io: Io): Promise<number> {
  let options;
  let credentials: AuditCredentials | null;
  try {
    const parsed = parseCli(argv);
    if (parsed.kind !== 'run') throw new UsageError('rankscope fix <url|file.html> [--out fixed.html]');
    options = parsed.options;
    credentials = await credentialsFor(options.url, options.credentials, io.env ?? {});
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`rankscope: ${err.message}\nRun "rankscope --help" for usage.\n`);
    return 2;
  }
  const lang = options.lang;
  const file = (await isFile(options.url)) ? resolve(options.url) : null;
  const served = file ? await serveFolder(dirname(file)) : null;
  const target = served ? `${served.origin}/${encodeURIComponent(basename(file!))}` : options.url;
  // A local file has no address of its own: fixes naming the one it was served at are left out.
  // (The host alone too: a title or og:site_name ends with it when the page names no site.)
  const local = (fix: Fix): boolean =>
    served !== null && JSON.stringify(fix.edits ?? []).includes(new URL(served.origin).hostname);
  try {
    const outcome = await fixPage(target, {
      lang,
      allowPrivate: served !== null || !options.noPrivate,
      site: !options.noSite,
      timeoutMs: options.timeoutMs,
      labMissing: 'cli',
      skip: local,
      ...(credentials ? { credentials } : {}),
    });
    const skipped = outcome.report.checks
      .filter((c) => c.readyFix?.verified && c.readyFix.kind === 'html' && local(c.readyFix))
      .map((c) => ({ checkId: c.id, fix: c.readyFix! }));
    const fixed = outcome.fixed;
    // The fixed page is the site's own HTML; the summary quotes the report, where secrets are masked.
    const summary = maskSecrets(
      renderFixSummary(
        {
          report: outcome.report,
          applied: outcome.applied,
          needsYou: outcome.needsYou,
          skipped,
          ...(served ? { servedAt: served.origin } : {}),
          refused: outcome.refused,
          head: fixed === null ? null : headDiff(outcome.original, fixed),
        },
        lang,
      ),
      secretsOf(credentials),
    );
    if (fixed === null) {
      io.stderr.write(summary);
      return 1;
    }
    if (options.out) {
      await writeFile(options.out, fixed, 'utf8');
      io.stdout.write(`${summary}\n${fixLabel(lang, 'written', { file: options.out })}\n`);
    } else {
      io.stdout.write(fixed);
      io.stderr.write(summary);
    }
    return 0;
  } catch (err) {
    const message = isAuditError(err) ? `${err.message} [${err.code}]` : String(err);
    io.stderr.write(`rankscope: ${maskSecrets(message, secretsOf(credentials))}\n`);
    return 2;
  } finally {
    served?.server.close();
  }
}
