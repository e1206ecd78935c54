/**
 * The nginx snippets in Debian's stock nginx 1.22, each exactly as the report shows it (read back from the
 * rendered fix: heading, where it goes, what to install, the code): every primary snippet loads together
 * (server-level ones in one server block, http-level ones beside it), the site is served through it and
 * audited, and the checks they fix pass with the security headers kept on images, CSS and JS. The
 * reverse-proxy variant in front of a real upstream once its marked placeholder is replaced; the Brotli
 * variant with the Debian package it names. Every server ends after its test, whatever the outcome.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetch, request } from 'undici';
import { testCertificate } from '../test-support/certificates.js';
import { freePort, type TestServer } from '../test-support/test-server.js';
import {
  NGINX_BROTLI_PACKAGE,
  nginxConfig,
  nginxPackageModule,
  nginxTest,
  removeSite,
  startNginx,
  stopServers,
  tempSite,
  type RunningServer,
} from '../test-support/real-servers.js';
import {
  allSpellings,
  auditThrough,
  pick,
  picked,
  primary,
  SCRIPT,
  SERVED_CHECKS,
  siteFiles,
  startUpstream,
} from '../test-support/snippet-site.js';
import { redirectSpellings } from './redirect-rules.js';
import { CHECKS } from '../checks/index.js';

const spellings = allSpellings('https://www.example.com/');
const TARGET = 'https://www.example.com/old-tables';
const RULES = redirectSpellings('/Old_Tables', TARGET);
const indent = (lines: string[]): string => lines.join('\n').replace(/^/gm, '    ');
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
  await stopServers();
});

async function serve(site: Parameters<typeof nginxConfig>[1]): Promise<RunningServer> {
  const dir = tempSite(siteFiles());
  cleanup.push(() => removeSite(dir));
  const { file, port } = await nginxConfig(dir, site);
  const test = nginxTest(dir, file);
  expect(test.output).toContain('syntax is ok');
  expect(test.ok).toBe(true);
  return startNginx(dir, file, port);
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

describe('nginx snippets on Debian nginx, as the report shows them', () => {
  it('every snippet is shown with where it goes; the stock ones need nothing, Brotli names its package', () => {
    const nginx = picked(spellings, 'nginx', () => true);
    expect(nginx.length).toBeGreaterThan(8);
    for (const s of nginx)
      expect({ shown: s.shown, context: s.context }).not.toMatchObject({ context: undefined });
    for (const s of nginx.filter(primary)) expect(s.apt).toEqual([]);
    const brotli = nginx.filter((s) => s.variant === 'brotli');
    expect(brotli.map((s) => [s.shown.split('\n')[0], s.apt])).toEqual([
      ['nginx · with the Brotli module', [NGINX_BROTLI_PACKAGE]],
    ]);
    // Two spellings for one server are told apart by their heading.
    const compression = spellings.get('compression')!.filter((s) => s.language === 'nginx');
    expect(compression.map((s) => s.shown.split('\n')[0])).toEqual([
      'nginx · stock server',
      'nginx · with the Brotli module',
    ]);
  });

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

  it('reverse proxy: the placeholder is marked and stops nginx -t as shown; replaced, files reach the upstream with its X-Powered-By hidden', async () => {
    const upstream: TestServer = await startUpstream();
    cleanup.push(() => upstream.close());
    const [proxy, ...more] = picked(spellings, 'nginx', (s) => s.variant === 'reverse-proxy');
    expect(more).toEqual([]);
    expect(proxy!.shown.split('\n')[0]).toBe('nginx · reverse proxy in front of an application');
    expect(proxy!.placeholders).toEqual(['http://YOUR_APP_HOST:PORT']);
    // Pasted without replacing it, nginx refuses to load (no silent 502 for every static file).
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const unchanged = await nginxConfig(dir, { server: indent([proxy!.snippet]) });
    expect(nginxTest(dir, unchanged.file).output).toContain('invalid port');
    const replaced = proxy!.placeholders.reduce((s, p) => s.replaceAll(p, upstream.origin), proxy!.snippet);
    const others = pick(
      spellings,
      'nginx',
      (s) => primary(s) && s.context === 'server' && !s.snippet.includes('expires'),
    );
    const server = await serve({
      server: indent([`location / {\n\tproxy_pass ${upstream.origin};\n}`, replaced, ...others]),
    });
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    for (const path of ['/', '/assets/style.css', SCRIPT]) {
      const headers = await headersOf(`${server.origin}${path}`);
      expect({ path, poweredBy: headers.get('x-powered-by') }).toEqual({ path, poweredBy: null });
    }
    const css = await headersOf(`${server.origin}/assets/style.css`);
    expect(css.get('cache-control')).toBe('max-age=604800');
    expect(css.get('x-content-type-options')).toBe('nosniff');
  }, 60_000);

  it('Brotli loads with the package the report names (installed as apt does) and not without it', async () => {
    const [brotli] = picked(spellings, 'nginx', (s) => s.variant === 'brotli');
    // Without the module, stock nginx refuses it: why it is never the primary snippet.
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const bare = await nginxConfig(dir, { server: indent([brotli!.snippet]) });
    expect(nginxTest(dir, bare.file).output).toContain('unknown directive "brotli"');
    // Fails naming the package when it is missing, not with nginx's dlopen error.
    const main = brotli!.apt.map((pkg) => nginxPackageModule(pkg)).join('\n');
    const server = await serve({
      main,
      server: indent(
        pick(spellings, 'nginx', (s) => s.context === 'server' && s.variant !== 'reverse-proxy'),
      ),
    });
    expect((await headersOf(`${server.origin}/`, 'br')).get('content-encoding')).toBe('br');
    expect((await headersOf(`${server.origin}/`, 'gzip')).get('content-encoding')).toBe('gzip');
    expect((await auditThrough(server.origin)).get('compression')).toBe('good');
  }, 30_000);

  it('a missing module package fails with the package to install', () => {
    expect(() => nginxPackageModule('libnginx-mod-http-not-a-module')).toThrow(/no module configuration/);
    const empty = mkdtempSync(join(tmpdir(), 'rankscope-no-module-'));
    cleanup.push(() => removeSite(empty));
    expect(() => nginxPackageModule(NGINX_BROTLI_PACKAGE, empty)).toThrow(
      `apt-get install -y ${NGINX_BROTLI_PACKAGE}`,
    );
  });

  it('every nginx directive a check’s advice names (any language) loads in Debian’s stock nginx 1.22', async () => {
    const named = new Set<string>();
    for (const check of CHECKS) {
      for (const strings of Object.values(check.strings)) {
        for (const m of (strings.fix ?? '').matchAll(/nginx\s?: `([^`]+)`/g)) named.add(m[1]!);
      }
    }
    expect([...named]).toEqual(expect.arrayContaining(['listen 443 ssl http2;', 'charset utf-8;']));
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const pems = await testCertificate({ dns: ['site.test'] });
    writeFileSync(`${dir}/cert.pem`, pems.cert);
    writeFileSync(`${dir}/key.pem`, pems.key);
    const port = await freePort();
    for (const directive of named) {
      const { file } = await nginxConfig(dir, {
        server: indent([
          directive.replace(/\blisten 443\b/, `listen 127.0.0.1:${port}`),
          `ssl_certificate ${dir}/cert.pem;`,
          `ssl_certificate_key ${dir}/key.pem;`,
        ]),
      });
      const test = nginxTest(dir, file);
      expect({ directive, output: test.ok ? '' : test.output }).toEqual({ directive, output: '' });
    }
  }, 30_000);
});
