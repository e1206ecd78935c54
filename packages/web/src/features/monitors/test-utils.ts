/** Test-only: a fetch stub by method and path, and the session /api/me answers. */
import { vi } from 'vitest';
import type { Me } from '@/lib/api-client';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const signedInMe = (): Me => ({
  user: { name: 'Ada', email: 'ada@example.com', picture: null, createdAt: '2025-01-01' },
  allowance: { remaining: -1, limit: 3, signedIn: true },
  pro: false,
  planGating: true,
  googleClientId: '',
});

type Handler = (body: unknown) => Response | Promise<Response>;

/** Routes are "METHOD /path"; unknown ones answer 500. Returns the calls made. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const handler = routes[route];
    return handler ? handler(body) : json({ error: 'not stubbed' }, 500);
  });
  return calls;
}
