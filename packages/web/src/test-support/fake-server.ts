/** A fake of the server's auth endpoints behind a stubbed `fetch`, holding a session like the real one. */
import { vi } from 'vitest';
import type { StoredUser } from '@/lib/storage';

export const JANE: StoredUser = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  picture: 'https://lh3.googleusercontent.com/a/jane',
  createdAt: '2024-05-01T10:00:00.000Z',
};

type SignInAnswer = Response | 'network' | Promise<Response>;

interface Options {
  clientId?: string;
  /** Who the session belongs to at start. */
  session?: StoredUser | null;
  /** GET /api/me never answers (to look at the stored user alone). */
  meHangs?: boolean;
  signIn?: () => SignInAnswer;
  /** PLAN_GATING (default on). */
  planGating?: boolean;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeServer(opts: Options = {}) {
  const state = { session: opts.session ?? null };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/config') {
      return json({
        googleClientId: opts.clientId ?? 'client-123.apps.googleusercontent.com',
        adsenseClient: '',
        planGating: opts.planGating ?? true,
        pdf: true,
        freeAuditsPerDay: 3,
      });
    }
    if (path === '/api/me') {
      if (opts.meHangs) return new Promise<Response>(() => {});
      const signedIn = state.session !== null;
      return json({
        user: state.session,
        allowance: { remaining: signedIn ? -1 : 3, limit: 3, signedIn },
        pro: false,
        planGating: opts.planGating ?? true,
        googleClientId: '',
      });
    }
    if (path === '/api/auth/google' && method === 'POST') {
      const answer = opts.signIn?.() ?? json({ user: JANE });
      if (answer === 'network') throw new TypeError('Failed to fetch');
      const res = await answer;
      if (res.ok) state.session = JANE;
      return res;
    }
    if (path === '/api/me/data' && method === 'DELETE') {
      // "Delete my data" (issue 24) answers 204; a signed-out caller gets 401 like the real route.
      if (!state.session) return json({ error: 'Sign in first', code: 'AUTH_REQUIRED' }, 401);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/auth/logout' && method === 'POST') {
      state.session = null;
      return json({ ok: true });
    }
    return json({ error: 'not found' }, 404);
  });
  const count = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path).length;
  return { state, calls, count, fetchSpy };
}
