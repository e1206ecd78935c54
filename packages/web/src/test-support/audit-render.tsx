/** Test-only helpers for the audit flow: a driveable EventSource, a fetch stub and an App-like harness. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Me } from '@/lib/api-client';
import { useDialogs } from '@/lib/dialogs';
import { AuditForm } from '../features/audit/AuditForm';
import { AuditProvider, useAudit } from '../features/audit/AuditProvider';
import { ErrorScreen } from '../features/audit/ErrorScreen';
import { LoadingScreen } from '../features/audit/LoadingScreen';
import { useLoadingScreen } from '../features/audit/useLoadingScreen';

export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }
  static last(): FakeEventSource {
    const es = FakeEventSource.instances.at(-1);
    if (!es) throw new Error('no EventSource was opened');
    return es;
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

export function anonymousMe(remaining: number, limit = 3): Me {
  return {
    user: null,
    allowance: { remaining, limit, signedIn: false },
    pro: false,
    planGating: true,
    googleClientId: '',
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: /api/me answers `me()`, POST /api/audit answers `audit(body)`. */
export function stubApi(me: () => Me, audit: (body: Record<string, unknown>) => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/me') return json(me());
    if (url === '/api/audit') return audit(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return json({ error: 'not stubbed' }, 500);
  });
}

export const auditCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([input]) => String(input) === '/api/audit');

function DialogProbe() {
  const { open, reason, toast } = useDialogs();
  return (
    <div>
      <output data-testid="dialog">{open ? `${open}${reason ? ` ${reason}` : ''}` : ''}</output>
      <output data-testid="toast">{toast ?? ''}</output>
    </div>
  );
}

function Screens() {
  const { state } = useAudit();
  const loadingScreen = useLoadingScreen(state.phase, state.startedAt);
  if (loadingScreen) return <LoadingScreen />;
  if (state.phase === 'error') return <ErrorScreen />;
  if (state.report) return <p>Report for {state.report.title}</p>;
  return <AuditForm />;
}

/** The audit feature wired as App.tsx wires it, plus a probe of the dialogs and the toast. */
export function AuditHarness() {
  return (
    <AuditProvider>
      <Screens />
      <DialogProbe />
    </AuditProvider>
  );
}
