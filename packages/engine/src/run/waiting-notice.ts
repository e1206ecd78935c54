/**
 * "Waiting for example.com to answer": a slow page leaves the audit at one stage for a long time, so
 * after `afterMs` (20 s by default) the stage is repeated with a `detail` naming the host and the time
 * waited so far, then every 10 s until stop().
 */
import { t } from '../i18n/common.js';
import { interpolate, type Lang } from '../i18n/lang.js';
import type { ProgressEvent } from '../report/index.js';

export const WAITING_AFTER_MS = 20_000;
const REPEAT_MS = 10_000;

export function waitingNotice(
  url: string,
  lang: Lang,
  onProgress: ((event: ProgressEvent) => void) | undefined,
  afterMs = WAITING_AFTER_MS,
): { stop(): void } {
  if (!onProgress) return { stop: () => undefined };
  const host = new URL(url).host;
  const started = performance.now();
  let timer: NodeJS.Timeout;
  const tell = (): void => {
    const seconds = Math.round((performance.now() - started) / 1000);
    onProgress({
      stage: 'fetching',
      message: t(lang, 'stage.fetching'),
      detail: interpolate(t(lang, 'stage.waiting'), { host, seconds }, lang),
    });
    timer = setTimeout(tell, REPEAT_MS);
    timer.unref();
  };
  timer = setTimeout(tell, afterMs);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
