import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registeredRoutes, testApp, type TestApp } from '../test-support/index.js';
import { routerPath } from './route-path.js';
import { FLOOD_LIMITS } from './security.js';

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

/** A listening app: odd paths must reach it as sent, which app.inject would tidy up first. */
async function serve(): Promise<{ t: TestApp; send: (method: string, path: string) => Promise<number> }> {
  const t = await testApp();
  open.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const send = (method: string, path: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const body = method === 'POST' ? '{}' : undefined;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: body ? { 'content-type': 'application/json' } : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { t, send };
}

/** `/api/audit/progress` → `/%61pi/audit/%70rogress`: the first letter of each segment escaped. */
const escapeFirst = (path: string, upper = false): string =>
  path.replace(/\/([a-z])/g, (_m, c: string) => {
    const hex = c.charCodeAt(0).toString(16);
    return `/%${upper ? hex.toUpperCase() : hex}`;
  });

/** Every odd way of writing a path that the hostile-input review tried, and a few more. */
function spellings(path: string): string[] {
  const segments = path.split('/');
  const last = segments.pop() ?? '';
  const parent = segments.join('/');
  return [
    escapeFirst(path),
    escapeFirst(path, true),
    path.replace('/api/', '/ap%69/'),
    path.replace(/[a-z]$/, (c) => `%${c.charCodeAt(0).toString(16)}`),
    `/%2561pi${path.slice(4)}`,
    `${path}/`,
    `/${path}`,
    path.replace('/api/', '/api//'),
    path.toUpperCase(),
    path.replace('/api/', '/Api/'),
    `/api/./${path.slice(5)}`,
    `/api/x/../${path.slice(5)}`,
    `${parent}/%2E/${last}`,
    `${parent}/x/%2e%2e/${last}`,
    `${path};x=1`,
    `${path.replace('/api/', '/api;x/')}`,
    `${path}%3B`,
    `${path}?q=1`,
    `${path}#frag`,
    path.replace('/api/', '/api%2F'),
  ];
}

/** The API routes with a concrete id for `:id` (any id: guards come before the lookup). */
function apiRoutes(t: TestApp): Array<{ method: string; path: string }> {
  return registeredRoutes(t.app)
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, 'AAAAAAAAAAAAAAAAAAAAAA') }));
}

describe('routing and guards read the same path', () => {
  it('reads escaped unreserved characters as the router does, and nothing else', () => {
    expect(routerPath('/%61pi/%4De?x=%61')).toBe('/api/Me');
    expect(routerPath('/api/%2E%2e/x#%61')).toBe('/api/../x');
    expect(routerPath('/api%2Fme/%20/%25')).toBe('/api%2Fme/%20/%25');
  });

  it('answers every odd spelling of every API route without a crash', async () => {
    const { t, send } = await serve();
    const routes = apiRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const { method, path } of routes) {
      for (const odd of spellings(path)) {
        const status = await send(method, odd);
        expect(status, `${method} ${odd}`).toBeLessThan(500);
      }
    }
  });

  it('counts every odd spelling of sign-in against the sign-in limit', async () => {
    const { send } = await serve();
    for (let i = 0; i < FLOOD_LIMITS.signIn; i++) {
      expect(await send('POST', '/api/auth/google')).not.toBe(429);
    }
    expect(await send('POST', '/api/auth/google')).toBe(429);
    // Past the limit, a spelling either is not the sign-in route at all (404) or is refused (429).
    for (const odd of spellings('/api/auth/google')) {
      expect([404, 429], odd).toContain(await send('POST', odd));
    }
  });

  it('counts every odd spelling of every API route against the API limit', async () => {
    const { t, send } = await serve();
    for (let i = 0; i < FLOOD_LIMITS.api; i++) expect(await send('GET', '/api/health')).toBe(200);
    expect(await send('GET', '/api/health')).toBe(429);
    for (const { method, path } of apiRoutes(t)) {
      for (const odd of spellings(path)) {
        expect([404, 429], `${method} ${odd}`).toContain(await send(method, odd));
      }
    }
  });
});
