/** Test-only helpers for the report: a fetch stub with a chosen /api/me and a dialogs probe. */
import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Me } from '@/lib/api-client';
import { useDialogs } from '@/lib/dialogs';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function me(overrides: Partial<Me> & { signedIn?: boolean } = {}): Me {
  const { signedIn = true, ...rest } = overrides;
  return {
    user: signedIn ? { name: 'Ada', email: 'ada@example.com', picture: null, createdAt: '2025-01-01' } : null,
    allowance: signedIn
      ? { remaining: -1, limit: 3, signedIn: true }
      : { remaining: 3, limit: 3, signedIn: false },
    pro: false,
    planGating: true,
    googleClientId: '',
    ...rest,
  };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch by path; unknown paths answer 500. */
export function stubFetch(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const handler = routes[String(input)];
    return handler ? handler(init) : json({ error: 'not stubbed' }, 500);
  });
}

export const callsTo = (spy: ReturnType<typeof stubFetch>, path: string) =>
  spy.mock.calls.filter(([input]) => String(input) === path);

/** Waits until /api/me has answered and react-query has settled. */
export async function meLoaded(spy: ReturnType<typeof stubFetch>) {
  await waitFor(() => expect(callsTo(spy, '/api/me').length).toBeGreaterThan(0));
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

export function DialogProbe() {
  const { open } = useDialogs();
  return <output data-testid="dialog">{open ?? ''}</output>;
}

export const openDialogName = () => screen.getByTestId('dialog').textContent;
