/**
 * The Apache snippets in Debian's stock apache2 2.4 (its default modules only), each exactly as the report
 * shows it, in a configuration of their own (apache2 -t -f, then -DFOREGROUND on a free port), with the
 * modules the report says to enable enabled as a2enmod does: every primary snippet loads together where
 * the report says it goes, the site served through it passes the checks they fix, with the headers kept
 * on static files; the Brotli alternative loads with the module it names; behind ProxyPass the
 * application's X-Powered-By is removed and the static-cache rule applies. Servers end after each test.
 */
import { redirectSpellings } from './redirect-rules.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fetch } from 'undici';
import type { TestServer } from '../test-support/test-server.js';
import {
  apacheConfig,
  apacheTest,
  removeSite,
  startApache,
  stopServers,
  tempSite,
  type RunningServer,
} from '../test-support/real-servers.js';
import {
  a2enmodsOf,
  allSpellings,
  auditThrough,
  picked,
  primary,
  SCRIPT,
  SERVED_CHECKS,
  siteFiles,
  startUpstream,
  type Shown,
} from '../test-support/snippet-site.js';

const spellings = allSpellings('https://www.example.com/', 'Apache/2.4.62 (Debian)');
const TARGET = 'https://www.example.com/old-tables';
const RULES = redirectSpellings('/Old_Tables', TARGET);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
  await stopServers();
});

const apache = (test: (s: Shown) => boolean): Shown[] => picked(spellings, 'apache', test);
const code = (shown: Shown[]): string => shown.map((s) => s.snippet).join('\n');

async function serve(site: Parameters<typeof apacheConfig>[1]): Promise<RunningServer> {
  const dir = tempSite(siteFiles());
  cleanup.push(() => removeSite(dir));
  const { file, port } = await apacheConfig(dir, site);
  const test = apacheTest(file);
  expect(test.output).toContain('Syntax OK');
  return startApache(file, port);
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

describe('Apache snippets on Debian apache2, as the report shows them', () => {
  it('every Header snippet says to enable headers, and fails apache2 -t without it', async () => {
    const headers = apache((s) => /^\s*Header /m.test(s.snippet));
    expect(headers.length).toBeGreaterThanOrEqual(7);
    for (const s of headers)
      expect({ shown: s.shown, a2enmod: s.a2enmod }).toMatchObject({ a2enmod: ['headers'] });
    for (const s of apache(() => true))
      expect({ shown: s.shown, has: s.context !== undefined }).toMatchObject({ has: true });
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const { file } = await apacheConfig(dir, { virtualhost: headers[0]!.snippet });
    expect(apacheTest(file).output).toContain("Invalid command 'Header'");
  }, 30_000);

  it('ServerTokens is shown for the main configuration, outside any <VirtualHost>, where it stops the server', async () => {
    const [tokens] = apache((s) => s.snippet.includes('ServerTokens'));
    expect(tokens!.shown).toContain('outside any <VirtualHost>');
    expect(tokens!.context).toBe('server');
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const inside = await apacheConfig(dir, { modules: tokens!.a2enmod, virtualhost: tokens!.snippet });
    expect(apacheTest(inside.file).output).toContain(
      'ServerTokens cannot occur within <VirtualHost> section',
    );
  }, 30_000);

  it('every primary snippet loads together and the checks they fix pass, headers kept on static files', async () => {
    const main = apache((s) => primary(s) && s.context === 'server' && !s.snippet.startsWith('<VirtualHost'));
    const vhost = apache((s) => primary(s) && s.context === 'virtualhost');
    const server = await serve({
      modules: a2enmodsOf([...main, ...vhost]),
      server: code(main),
      virtualhost: [code(vhost), ...RULES.filter((r) => r.language === 'apache').map((r) => r.snippet)].join(
        '\n',
      ),
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
    const redirects = apache((s) => s.context === 'server' && s.snippet.startsWith('<VirtualHost'));
    expect(redirects).toHaveLength(2);
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const { file } = await apacheConfig(dir, {
      modules: a2enmodsOf(redirects),
      server: `Listen 127.0.0.1:80\n${code(redirects)}`,
      virtualhost: '',
    });
    expect(apacheTest(file).output).toContain('Syntax OK');
  }, 30_000);

  it('Brotli is labelled, names its module, and works with it', async () => {
    const compression = spellings.get('compression')!.filter((s) => s.language === 'apache');
    expect(compression.map((s) => s.shown.split('\n')[0])).toEqual([
      'Apache · stock server',
      'Apache · with the Brotli module',
    ]);
    const brotli = compression.filter((s) => s.variant === 'brotli');
    expect(brotli[0]!.a2enmod).toEqual(['brotli']);
    // Without the module: "Unknown filter provider", the server does not start.
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const bare = await apacheConfig(dir, { virtualhost: code(brotli) });
    expect(apacheTest(bare.file).output).not.toContain('Syntax OK');
    const others = apache((s) => s.context === 'virtualhost' && s.variant === undefined);
    const server = await serve({
      modules: a2enmodsOf([...brotli, ...others]),
      virtualhost: code([...brotli, ...others]),
    });
    expect((await headersOf(`${server.origin}/`, 'br')).get('content-encoding')).toBe('br');
  }, 30_000);

  it('behind ProxyPass: the application’s X-Powered-By is removed, the static-cache rule applies, files answer 200', async () => {
    const upstream: TestServer = await startUpstream();
    cleanup.push(() => upstream.close());
    const main = apache((s) => primary(s) && s.context === 'server' && !s.snippet.startsWith('<VirtualHost'));
    const vhost = apache((s) => primary(s) && s.context === 'virtualhost');
    const server = await serve({
      modules: ['proxy', 'proxy_http', ...a2enmodsOf([...main, ...vhost])],
      server: code(main),
      virtualhost: [`ProxyPass / ${upstream.origin}/`, code(vhost)].join('\n'),
    });
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    for (const path of ['/', '/assets/style.css', SCRIPT]) {
      const headers = await headersOf(`${server.origin}${path}`);
      expect({ path, poweredBy: headers.get('x-powered-by') }).toEqual({ path, poweredBy: null });
    }
    const css = await headersOf(`${server.origin}/assets/style.css`);
    expect(css.get('cache-control')).toBe('public, max-age=604800');
    expect(css.get('x-content-type-options')).toBe('nosniff');
  }, 60_000);
});
