/** The audit's server-sent progress stream (spec.md §7), reduced to a callback per stage. */
import { normalizeStage } from './stages';

export interface StageEvent {
  stage: string;
  message: string;
  /** What the server is waiting for (e.g. "waiting for example.com to answer"), translated; '' when none. */
  detail: string;
}

function parse(
  data: unknown,
): { stage?: unknown; message?: unknown; detail?: unknown; error?: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null; // A malformed event is skipped; the POST's answer decides the outcome anyway.
  }
}

/** Opens the stream; returns the function that closes it. Closed by itself at complete or on error. */
export function openProgressStream(url: string, onStage: (event: StageEvent) => void): () => void {
  // Progress is a nicety: without EventSource the loading screen simply stays on its first stage.
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url);
  const close = () => source.close();
  source.onmessage = (e: MessageEvent) => {
    const data = parse(e.data);
    if (!data) return;
    // The server's final error event: the POST's failure brings the error screen, so only stop listening.
    if (data.error) return close();
    const stage = normalizeStage(data.stage);
    onStage({
      stage,
      message: typeof data.message === 'string' ? data.message : '',
      detail: typeof data.detail === 'string' ? data.detail : '',
    });
    if (stage === 'complete') close();
  };
  // Without this the browser would reconnect and replay the stream from its first stage.
  source.onerror = close;
  return close;
}

/** A random audit id; crypto.randomUUID only exists in secure contexts (a LAN install may be plain http). */
export function newAuditId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
