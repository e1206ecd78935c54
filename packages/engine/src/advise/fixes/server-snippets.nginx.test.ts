/**
 * The nginx snippets in Debian's stock nginx 1.22: every primary snippet loads together (server-level ones
 * in one server block, http-level ones beside it), the site is served through it and audited, and the
 * checks they fix pass with the security headers kept on images, CSS and JS. The reverse-proxy variant in
 * front of a real upstream; the Brotli variant with Debian's module, which it names.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fetch, request } from 'undici';
import { freePort, startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  nginxConfig,
  nginxTest,
  removeSite,
  startNginx,
  tempSite,
  type RunningServer,
} from '../../test-support/real-servers.js';
import {
  allSpellings,
  auditThrough,
  pick,
  primary,
  SCRIPT,
  SERVED_CHECKS,
  siteFiles,
} from '../../test-support/snippet-site.js';
import { redirectSpellings } from './redirect-rules.js';
import { UPSTREAM } from './server-config.js';

const spellings = allSpellings('https://www.example.com/');
const TARGET = 'https://www.example.com/old-tables';
const RULES = redirectSpellings('/Old_Tables', TARGET);
const indent = (lines: string[]): string => lines.join('\n').replace(/^/gm, '    ');
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

async function serve(site: Parameters<typeof nginxConfig>[1]): Promise<RunningServer> {
  const dir = tempSite(siteFiles());
  cleanup.push(() => removeSite(dir));
  const { file, port } = await nginxConfig(dir, site);
  const test = nginxTest(dir, file);
  expect(test.output).toContain('syntax is ok');
  expect(test.ok).toBe(true);
  const server = await startNginx(dir, file, port);
  cleanup.push(() => server.stop());
  return server;
}

const SECURITY = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

async function headersOf(url: string, encoding = 'gzip'): Promise<Headers> {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return res.headers as unknown as Headers;
}

describe('nginx snippets on Debian nginx', () => {
  it('every primary snippet loads together and the checks they fix pass, headers kept on static files', async () => {
    const server = await serve({
      http: indent(pick(spellings, 'nginx', (s) => primary(s) && s.context === 'http')),
      server: indent([
        ...pick(spellings, 'nginx', (s) => primary(s) && s.context === 'server'),
        ...RULES.filter((r) => r.language === 'nginx').map((r) => r.snippet),
      ]),
    });
    // The one-hop 301 rule (meta refresh, redirect chain, renamed URL) loads with them and answers.
    const moved = await fetch(`${server.origin}/Old_Tables`, { redirect: 'manual' });
    await moved.arrayBuffer();
    expect([moved.status, moved.headers.get('location')]).toEqual([301, TARGET]);
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    // gzip: the page and its text files are compressed; only "Brotli would be smaller" is left.
    expect([statuses.get('compression'), statuses.get('compression:key')]).toEqual([
      'recommended',
      'gzipOnly',
    ]);
    for (const path of ['/', '/img/table.png', '/assets/style.css', SCRIPT]) {
      const headers = await headersOf(`${server.origin}${path}`);
      for (const name of SECURITY)
        expect({ path, name, has: headers.has(name) }).toEqual({ path, name, has: true });
    }
    expect((await headersOf(`${server.origin}${SCRIPT}`)).get('cache-control')).toBe('max-age=31536000');
    expect((await headersOf(`${server.origin}/img/table.png`)).get('cache-control')).toBe('max-age=604800');
    expect((await headersOf(`${server.origin}/`)).get('content-encoding')).toBe('gzip');
    expect((await headersOf(`${server.origin}/`)).get('server')).toBe('nginx');
  }, 60_000);

  it('the redirect blocks load as written and answer 301 to the site’s own address', async () => {
    const redirects = pick(spellings, 'nginx', (s) => s.context === 'http');
    expect(redirects).toHaveLength(2);
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const asWritten = await nginxConfig(dir, { http: indent(redirects), server: '' });
    expect(nginxTest(dir, asWritten.file).ok).toBe(true);
    // Served on a free port instead of 80.
    const port = await freePort();
    await serve({
      http: indent(redirects.map((r) => r.replace('listen 80;', `listen 127.0.0.1:${port};`))),
      server: '',
    });
    for (const host of ['www.example.com', 'example.com']) {
      const res = await request(`http://127.0.0.1:${port}/shop?x=1`, { headers: { host } });
      await res.body.dump();
      expect({ host, status: res.statusCode, location: res.headers.location }).toEqual({
        host,
        status: 301,
        location: 'https://www.example.com/shop?x=1',
      });
    }
  }, 30_000);

  it('reverse proxy: the static-cache variant passes files to the upstream (no 404), headers kept', async () => {
    let upstream: TestServer | null = null;
    upstream = await startTestServer({
      '/': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(siteFiles()['index.html']),
      '/img/table.png': (_req, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(siteFiles()['img/table.png']),
      '/assets/style.css': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/css', 'cache-control': 'no-store' })
          .end(siteFiles()['assets/style.css']),
      [SCRIPT]: (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(siteFiles()[SCRIPT.slice(1)]),
    });
    cleanup.push(() => upstream!.close());
    const proxy = pick(spellings, 'nginx', (s) => s.variant === 'reverse-proxy').map((s) =>
      s.replaceAll(UPSTREAM, upstream!.origin),
    );
    expect(proxy).toHaveLength(1);
    const others = pick(
      spellings,
      'nginx',
      (s) => primary(s) && s.context === 'server' && !s.snippet.includes('expires'),
    );
    const server = await serve({
      server: indent([`location / {\n\tproxy_pass ${upstream.origin};\n}`, ...proxy, ...others]),
    });
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    const css = await headersOf(`${server.origin}/assets/style.css`);
    expect(css.get('cache-control')).toBe('max-age=604800');
    expect(css.get('x-content-type-options')).toBe('nosniff');
  }, 60_000);

  it('Brotli is the alternative that names its module, and works with it (Debian libnginx-mod-http-brotli-filter)', async () => {
    const brotli = [...spellings.get('compression')!].filter(
      (s) => s.language === 'nginx' && s.variant === 'brotli',
    );
    expect(brotli).toHaveLength(1);
    expect(brotli[0]!.modules?.join(' ')).toContain('libnginx-mod-http-brotli-filter');
    // Without the module, stock nginx refuses it: why it is never the primary snippet.
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const bare = await nginxConfig(dir, { server: indent([brotli[0]!.snippet]) });
    expect(nginxTest(dir, bare.file).output).toContain('unknown directive "brotli"');
    const server = await serve({
      main: 'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;',
      server: indent(
        pick(spellings, 'nginx', (s) => s.context === 'server' && s.variant !== 'reverse-proxy'),
      ),
    });
    expect((await headersOf(`${server.origin}/`, 'br')).get('content-encoding')).toBe('br');
    expect((await headersOf(`${server.origin}/`, 'gzip')).get('content-encoding')).toBe('gzip');
    expect((await auditThrough(server.origin)).get('compression')).toBe('good');
  }, 30_000);
});
