/**
 * The Caddy snippets in Debian's caddy 2.6: every site-level snippet loads together in one site block and
 * the top-level redirect blocks beside it (caddy validate), the site served through it passes the checks
 * they fix with the headers kept on static files, and compression is zstd/gzip, as stock Caddy has them.
 */
import { redirectSpellings } from './redirect-rules.js';
import { afterAll, describe, expect, it } from 'vitest';
import { fetch } from 'undici';
import {
  caddyConfig,
  caddyValidate,
  removeSite,
  startCaddy,
  tempSite,
} from '../../test-support/real-servers.js';
import {
  allSpellings,
  auditThrough,
  pick,
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
    cleanup.push(() => server.stop());
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
});
