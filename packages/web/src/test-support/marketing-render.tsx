/** Test helpers for the marketing feature: a stubbed API and a probe that shows the dialogs state. */
import { vi } from 'vitest';
import { useDialogs } from '@/lib/dialogs';
import { resetUsageCache } from '@/lib/usage';

/** The checks left by the browser's mirror: a server that agrees with it, unless a test says otherwise. */
function mirroredRemaining(): number {
  const stats = JSON.parse(localStorage.getItem('usageStats') ?? '{}') as { checksUsed?: number };
  return Math.max(0, 3 - (stats.checksUsed ?? 0));
}

export function stubApi({
  signedIn = false,
  adsenseClient = '',
  remaining,
}: { signedIn?: boolean; adsenseClient?: string; remaining?: number } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/me'))
      return Response.json({
        user: null,
        allowance: { remaining: signedIn ? -1 : (remaining ?? mirroredRemaining()), limit: 3, signedIn },
        pro: false,
        planGating: true,
        googleClientId: '',
      });
    if (url.endsWith('/api/config'))
      return Response.json({
        googleClientId: '',
        adsenseClient,
        planGating: true,
        pdf: false,
        freeAuditsPerDay: 3,
      });
    return Response.json({ error: 'not found' }, { status: 404 });
  });
}

/** Sets the browser's usage mirror (and drops the cached snapshot). */
export function setUsage(checksUsed: number, freeChecksLimit = 3): void {
  localStorage.setItem('usageStats', JSON.stringify({ checksUsed, lastCheck: null, freeChecksLimit }));
  resetUsageCache();
}

export function DialogsProbe() {
  const { open, signInRequests } = useDialogs();
  return (
    <output data-testid="dialogs">
      {open ?? 'none'}|{signInRequests}
    </output>
  );
}
