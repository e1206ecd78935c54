/**
 * The Caddy snippets in Debian's caddy 2.6, each exactly as the report shows it: every site-level snippet
 * loads together in one site block and the top-level redirect blocks beside it (caddy validate), the site
 * served through it passes the checks they fix with the headers kept on static files, and compression is
 * zstd/gzip, as stock Caddy has them. In front of an application (reverse_proxy), the static files get the
 * snippet's Cache-Control instead of the application's no-cache. Servers end after each test.
 */
import { redirectSpellings } from './redirect-rules.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fetch } from 'undici';
import {
  caddyConfig,
  caddyValidate,
  removeSite,
  startCaddy,
  stopServers,
  tempSite,
} from '../test-support/real-servers.js';
import {
  allSpellings,
  auditThrough,
  pick,
  SCRIPT,
  picked,
  SERVED_CHECKS,
  siteFiles,
  startUpstream,
} from '../test-support/snippet-site.js';

const spellings = allSpellings('https://www.example.com/');
const TARGET = 'https://www.example.com/old-tables';
const RULES = redirectSpellings('/Old_Tables', TARGET);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
  await stopServers();
});

const SECURITY = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

describe('Caddy snippets on Debian caddy', () => {
  it('every snippet loads together, and the checks they fix pass with headers kept on static files', async () => {
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const site = [
      ...pick(spellings, 'caddy', (s) => s.context === 'site'),
      ...RULES.filter((r) => r.language === 'caddy').map((r) => r.snippet),
    ]
      .join('\n')
      .replace(/^/gm, '\t');
    const top = pick(spellings, 'caddy', (s) => s.context === 'caddyfile');
    expect(top).toHaveLength(2);
    const withRedirects = await caddyConfig(dir, { site, caddyfile: top.join('\n') });
    const valid = caddyValidate(dir, withRedirects.file);
    expect({ ok: valid.ok, output: valid.ok ? '' : valid.output }).toEqual({ ok: true, output: '' });
    // Served without the redirect blocks: they take ports 80 and 443.
    const { file, port } = await caddyConfig(dir, { site });
    const server = await startCaddy(dir, file, port);
    const moved = await fetch(`${server.origin}/Old_Tables`, { redirect: 'manual' });
    await moved.arrayBuffer();
    expect([moved.status, moved.headers.get('location')]).toEqual([301, TARGET]);
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    // zstd is "modern" but browsers ask for br and gzip: Caddy answers gzip.
    expect(['good', 'recommended']).toContain(statuses.get('compression'));
    for (const path of ['/', '/img/table.png', '/assets/style.css', SCRIPT]) {
      const res = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      for (const name of SECURITY)
        expect({ path, name, has: res.headers.has(name) }).toEqual({ path, name, has: true });
      expect(res.headers.has('server')).toBe(false);
    }
    const script = await fetch(`${server.origin}${SCRIPT}`);
    await script.arrayBuffer();
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${server.origin}/assets/style.css`, { headers: { 'accept-encoding': 'gzip' } });
    await css.arrayBuffer();
    expect(css.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(css.headers.get('content-encoding')).toBe('gzip');
  }, 60_000);

  it('every snippet is shown with where it goes (site block or top level)', () => {
    const caddy = picked(spellings, 'caddy', () => true);
    expect(caddy.length).toBeGreaterThan(8);
    for (const c of caddy)
      expect({ shown: c.shown, has: c.context !== undefined }).toMatchObject({ has: true });
  });

  it('in front of an application: static files get the snippet’s Cache-Control, not the upstream’s no-cache', async () => {
    const upstream = await startUpstream();
    cleanup.push(() => upstream.close());
    const dir = tempSite(siteFiles());
    cleanup.push(() => removeSite(dir));
    const site = pick(spellings, 'caddy', (s) => s.context === 'site')
      .join('\n')
      .replace(/^/gm, '\t');
    const { file, port } = await caddyConfig(dir, { site, handler: `\treverse_proxy ${upstream.origin}` });
    const server = await startCaddy(dir, file, port);
    const statuses = await auditThrough(server.origin);
    for (const id of SERVED_CHECKS) expect({ id, status: statuses.get(id) }).toEqual({ id, status: 'good' });
    const css = await fetch(`${server.origin}/assets/style.css`);
    await css.arrayBuffer();
    expect(css.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(css.headers.get('x-powered-by')).toBeNull();
    const script = await fetch(`${server.origin}${SCRIPT}`);
    await script.arrayBuffer();
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }, 60_000);
});
