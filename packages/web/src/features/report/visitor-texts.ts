/**
 * Report texts the web app says in the page's language from the report's codes instead of the engine's
 * sentence (issue 32 §5.2): those sentences are in the language the audit ran in (a shared or monitored
 * report is never re-rendered), quote raw error codes, and name the operator's settings (RANKSCOPE_LAB=off,
 * CHROME_PATH) that a visitor can do nothing with. A code this version does not know keeps the engine's text.
 */
import type { Report } from '@rankscope/engine/report';
import type { TFunction } from 'i18next';

type Lab = Report['performance']['mobile'];

/** The https→http note, from the address tried and why https:// failed. */
export function schemeFallbackNote(
  note: NonNullable<Report['schemeFallback']>,
  t: TFunction<'report'>,
): string {
  let host: string;
  try {
    host = new URL(note.tried).host;
  } catch {
    return note.message;
  }
  const known = ['CONNECTION_REFUSED', 'CONNECTION_RESET', 'TLS_ERROR'].includes(note.code);
  return t(`header.schemeFallback.${known ? note.code : 'other'}`, { host });
}

const LAB_NOT_RUN: Record<string, 'off' | 'noChromium' | 'notSetUp'> = {
  'lab.off.server': 'off',
  'lab.off.cli': 'off',
  'lab.off.no-chromium': 'noChromium',
  'lab.unavailable': 'notSetUp',
};

/** Why a lab score is missing: the engine's own reasons by key, a lab run's own failure as written. */
export function labMissingText(lab: Lab, t: TFunction<'report'>): string {
  const key = lab.unavailableReasonRef ? LAB_NOT_RUN[lab.unavailableReasonRef.key] : undefined;
  if (key) return t(`performance.notRun.${key}`);
  return lab.unavailableReason || t('performance.missingWhy');
}
