/**
 * The built web app, read into memory once at start (a few hundred KB): requests are answered from a
 * map of known paths, so no request path ever reaches the file system (no traversal), and text is
 * compressed once per file and encoding.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
/** Worth compressing: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;
/** Files kept in memory at most: a safety net against serving a wrong, huge directory. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MAX_FILES = 2000;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface WebFile {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export function webFile(body: Buffer | string, type: string): WebFile {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return {
    body: bytes,
    type,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
    compressible: COMPRESSIBLE.test(type) && bytes.length > 256,
    encoded: new Map(),
  };
}

/** The body in an encoding, compressed once and kept. */
export function encodedBody(file: WebFile, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity' || !file.compressible) return Promise.resolve(file.body);
  let done = file.encoded.get(encoding);
  if (!done) {
    done =
      encoding === 'br'
        ? brotliAsync(file.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, done);
  }
  return done;
}

/** The best encoding the client accepts: br, then gzip (q=0 refuses), else none. */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface WebDist {
  /** Every file by URL path ('/assets/index-abc.js'), the HTML pages included. */
  files: Map<string, WebFile>;
  /** When the app was built (the home page's modification time), for the sitemap's lastmod. */
  builtAt: Date | null;
}

/** The build's list of compressed forms (packages/web/scripts/precompress.js): path → SHA-256 of the source. */
const PRECOMPRESSED = '.precompressed.json';
const FORMS: Array<[Encoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

function readPrecompressed(root: string): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(root, PRECOMPRESSED), 'utf8'));
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return new Map(); // not built with it, or unreadable: the server compresses as it goes
  }
}

/**
 * Reads the built app; an empty map when the directory does not exist (the app is not built). A text file's
 * brotli and gzip forms made at build time are used when they were made from these very bytes, so a start
 * does not spend a CPU-second compressing; they are never served under their own names.
 */
export function loadWebDist(root: string): WebDist {
  const files = new Map<string, WebFile>();
  let builtAt: Date | null = null;
  try {
    builtAt = statSync(join(root, 'index.html')).mtime;
  } catch {
    return { files, builtAt };
  }
  const precompressed = readPrecompressed(root);
  const isForm = (path: string): boolean =>
    FORMS.some(([, ext]) => path.endsWith(ext) && precompressed.has(path.slice(0, -ext.length)));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && files.size < MAX_FILES && statSync(full).size <= MAX_FILE_BYTES) {
        const path = `/${relative(root, full).split(sep).join('/')}`;
        if (isForm(path)) continue;
        const file = webFile(readFileSync(full), contentType(path));
        const source = precompressed.get(path);
        if (file.compressible && source !== undefined && file.etag === `"${source.slice(0, 22)}"`) {
          for (const [encoding, ext] of FORMS) {
            try {
              file.encoded.set(encoding, Promise.resolve(readFileSync(full + ext)));
            } catch {
              // missing: compressed on first request
            }
          }
        }
        files.set(path, file);
      }
    }
  };
  walk(root);
  return { files, builtAt };
}
