/**
 * A check's language-independent result (what the runner returns) and how it is rendered in one language:
 * its message from the message key and values, its items' notes. The report builder and localize/ use
 * these; only the audit's runner runs checks (run.ts).
 */
import type { CatalogueEntry } from '../catalogue/index.js';
import type { AuditInput } from '../artifact.js';
import { COMMON, t } from '../i18n/common.js';
import { interpolate, type Lang } from '../i18n/lang.js';
import { renderNote } from '../i18n/notes.js';
import type { CheckStatus } from '../report/index.js';
import type { Check, CheckItem, CheckOutcome } from './types.js';

/** Items kept per check in the report; the total is always given. */
export const MAX_ITEMS = 20;

/** The language-independent result of one catalogue entry. */
export interface RawResult {
  entry: CatalogueEntry;
  check: Check | null;
  status: CheckStatus;
  outcome: CheckOutcome | null;
  /** Why an entry was n/a without running (an input it needs was not gathered, not implemented). */
  naReason: `na.${AuditInput}` | 'na.unimplemented' | null;
  error: string | null;
}

export interface LocalisedCheck {
  title: string;
  message: string;
  fix: string;
  items: CheckItem[];
  totalItems: number;
}

/** What a check's message is rendered from: a key of the check's strings, or of the common strings. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
  common?: boolean;
}

export function messageRefOf(result: RawResult): MessageRef {
  if (result.status === 'error') {
    return { key: 'error.check', values: { error: result.error ?? 'unknown error' }, common: true };
  }
  if (result.naReason) return { key: result.naReason, common: true };
  const values = result.outcome?.values;
  return { key: result.outcome?.key ?? 'pass', ...(values ? { values } : {}) };
}

/** A check's message in one language (also used to re-render a finished report: localize-report.ts). */
export function renderMessage(check: Check | null, ref: MessageRef, lang: Lang): string {
  if (ref.common) {
    const template = (COMMON[lang] as Record<string, string>)[ref.key] ?? t(lang, 'error.check');
    return interpolate(template, ref.values, lang);
  }
  const strings = check?.strings[lang];
  const template = strings?.[ref.key] ?? strings?.pass ?? ref.key;
  return interpolate(template, ref.values, lang);
}

/** An item with its note in one language, when the note is words (a notes-table key) rather than bare facts. */
export function renderItem(item: CheckItem, lang: Lang): CheckItem {
  return item.noteRef ? { ...item, note: renderNote(item.noteRef, lang) } : item;
}

/** Resolves a raw result's message keys into one language. */
export function localise(result: RawResult, lang: Lang): LocalisedCheck {
  const strings = result.check?.strings[lang];
  const title = strings?.title ?? result.entry.id;
  const fix = strings?.fix ?? '';
  const message = renderMessage(result.check, messageRefOf(result), lang);
  const all = result.outcome?.items ?? [];
  const items = all.slice(0, MAX_ITEMS).map((item) => renderItem(item, lang));
  return { title, message, fix, items, totalItems: all.length };
}
