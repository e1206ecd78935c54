/**
 * The Apache snippets in Debian's stock apache2 2.4, in a configuration of their own (apache2 -t -f, then
 * -DFOREGROUND on a free port): every primary snippet loads together, the site served through it passes
 * the checks they fix, with the headers kept on static files; the Brotli alternative loads with the module
 * it names; the static-cache rule also applies to a site that Apache proxies.
 */
import { redirectSpellings } from './redirect-rules.js';
import { afterAll, describe, expect, it } from 'vitest';
import { fetch } from 'undici';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  apacheConfig,
  apacheTest,
  removeSite,
  startApache,
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

const spellings = allSpellings('https://www.example.com/');
const TARGET = 'https://www.example.com/old-tables';
const RULES = redirectSpellings('/Old_Tables', TARGET);
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

async function serve(site: Parameters<typeof apacheConfig>[1]): Promise<RunningServer> {
  const dir = tempSite(siteFiles());
  cleanup.push(() => removeSite(dir));
  const { file, port } = await apacheConfig(dir, site);
  const test = apacheTest(file);
  expect(test.output).toContain('Syntax OK');
  const server = await startApache(file, port);
  cleanup.push(() => server.stop());
  return server;
}

async function headersOf(url: string, encoding = 'gzip'): Promise<Headers> {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return res.headers as unknown as Headers;
}

const SECURITY = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

describe('Apache snippets on Debian apache2', () => {
  it('every primary snippet loads together and the checks they fix pass, headers kept on static files', async () => {
    const server = await serve({
      server: pick(spellings, 'apache', (s) => primary(s) && s.context === 'server').join('\n'),
      virtualhost: [
        ...pick(spellings, 'apache', (s) => primary(s) && s.context === 'virtualhost'),
        ...RULES.filter((r) => r.language === 'apache').map((r) => r.snippet),
      ].join('\n'),
    });
    const moved = await fetch(`${server.origin}/Old_Tables`, { redirect: 'manual' });
    await moved.arrayBuffer();
    expect([moved.status, moved.headers.get('location')]).toEqual([301, TARGET]);
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    expect([statuses.get('compression'), statuses.get('compression:key')]).toEqual([
      'recommended',
      'gzipOnly',
    ]);
    for (const path of ['/', '/img/table.png', '/assets/style.css', SCRIPT]) {
      const headers = await headersOf(`${server.origin}${path}`);
      for (const name of SECURITY)
        expect({ path, name, has: headers.has(name) }).toEqual({ path, name, has: true });
    }
    expect((await headersOf(`${server.origin}${SCRIPT}`)).get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await headersOf(`${server.origin}/img/table.png`)).get('cache-control')).toBe(
      'public, max-age=604800',
    );
    expect((await headersOf(`${server.origin}/`)).get('server')).toBe('Apache');
  }, 60_000);

  it('the redirect virtual hosts load as written (main configuration)', async () => {
    const redirects = pick(
      spellings,
      'apache',
      (s) => s.context === 'server' && s.snippet.startsWith('<VirtualHost'),
    );
    expect(redirects).toHaveLength(2);
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const { file } = await apacheConfig(dir, {
      server: `Listen 127.0.0.1:80\n${redirects.join('\n')}`,
      virtualhost: '',
    });
    expect(apacheTest(file).output).toContain('Syntax OK');
  }, 30_000);

  it('Brotli is the alternative that names its module, and works with it', async () => {
    const brotli = spellings
      .get('compression')!
      .filter((s) => s.language === 'apache' && s.variant === 'brotli');
    expect(brotli[0]!.modules).toEqual(['brotli (a2enmod brotli)']);
    const server = await serve({
      modules: ['brotli'],
      virtualhost: pick(
        spellings,
        'apache',
        (s) => s.context === 'virtualhost' && s.variant !== 'primary',
      ).join('\n'),
    });
    expect((await headersOf(`${server.origin}/`, 'br')).get('content-encoding')).toBe('br');
  }, 30_000);

  it('behind ProxyPass, the static-cache rule still applies and the files answer 200 with their headers', async () => {
    let upstream: TestServer | null = null;
    const files = siteFiles();
    upstream = await startTestServer({
      '/': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(files['index.html']),
      '/img/table.png': (_req, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(files['img/table.png']),
      '/assets/style.css': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/css' }).end(files['assets/style.css']),
      [SCRIPT]: (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(files[SCRIPT.slice(1)]),
    });
    cleanup.push(() => upstream!.close());
    const server = await serve({
      modules: ['proxy', 'proxy_http'],
      server: pick(
        spellings,
        'apache',
        (s) => primary(s) && s.context === 'server' && !s.snippet.startsWith('<VirtualHost'),
      ).join('\n'),
      virtualhost: [
        `ProxyPass / ${upstream.origin}/`,
        ...pick(spellings, 'apache', (s) => primary(s) && s.context === 'virtualhost'),
      ].join('\n'),
    });
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    const css = await headersOf(`${server.origin}/assets/style.css`);
    expect(css.get('cache-control')).toBe('public, max-age=604800');
    expect(css.get('x-content-type-options')).toBe('nosniff');
  }, 60_000);
});
