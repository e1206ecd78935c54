import { catalogueEntry, type Category, type Scope, type Severity } from '../catalogue/index.js';
import type { PageArtifact } from '../artifact.js';
import type { Lang } from '../i18n/lang.js';
import type { NoteRef } from '../i18n/notes.js';
import type { FixWriter } from '../fix/types.js';

/** An offending (or noteworthy) item a check lists in its details. */
export interface CheckItem {
  /** The thing itself: a URL, a tag, an attribute value, a piece of text from the page. */
  value: string;
  /**
   * Short extra fact about it (e.g. "rel=nofollow", "301 → /new"). Facts only: a note with words is made
   * with `noted()` (i18n/notes.ts), which sets this to the English text and `noteRef` for the others.
   */
  note?: string;
  /** The note's key and values in the notes table, rendered in the report's language. */
  noteRef?: NoteRef;
  /** 1-based source line in the served HTML, when known. */
  line?: number | null;
}

export type OutcomeStatus = 'good' | 'recommended' | 'critical' | 'na';

export interface CheckOutcome {
  status: OutcomeStatus;
  /** Key of the message in the check's strings (resolved per language at the edge). */
  key: string;
  /** Values interpolated into the message: the page's own facts. */
  values?: Record<string, string | number>;
  items?: CheckItem[];
  /** The measured value (length, count, ratio…), for machines. */
  value?: number | string | boolean | null;
  /** Lab checks only: Lighthouse's own 0–1 metric score instead of the three steps. */
  score?: number;
}

/** Strings of one check in one language: a title, how to fix, and one message per outcome key. */
export type CheckStrings = { title: string; fix: string } & Record<string, string>;

/** A field of the artifact a check may read. */
export type ArtifactField = keyof PageArtifact;

export interface CheckDefinition {
  id: string;
  /**
   * Fields the check cannot do without. When one of them is an input the audit did not gather (site, lab,
   * crawl), the runner reports the check n/a with that reason and does not run it.
   */
  needs: readonly ArtifactField[];
  /** Fields read only when present (e.g. the site phase's robots.txt for a page check); a check copes without. */
  reads?: readonly ArtifactField[];
  run(page: PageArtifact): CheckOutcome;
  strings: Record<Lang, CheckStrings>;
  /**
   * The check's fix writer, when the page's own facts can determine a fix (as an ESLint rule owns its
   * `fix(fixer)`): called by the fix stage for a failed result, once per audit; returns null when the facts
   * fall short. Writers shared by several checks live in fix/ and are named here. A check with a fix has a
   * round-trip case (checks/registry.test.ts).
   */
  fix?: FixWriter;
}

export interface Check extends CheckDefinition {
  reads: readonly ArtifactField[];
  category: Category;
  severity: Severity;
  weight: number;
  scope: Scope;
}

/** Declares a check; category, severity, weight and scope come from the versioned catalogue. */
export function defineCheck(def: CheckDefinition): Check {
  const entry = catalogueEntry(def.id);
  return {
    ...def,
    reads: def.reads ?? [],
    category: entry.category,
    severity: entry.severity,
    weight: entry.weight,
    scope: entry.scope,
  };
}

type Values = Record<string, string | number>;
type Extra = Pick<CheckOutcome, 'items' | 'value' | 'score'>;

export const pass = (key = 'pass', values?: Values, extra?: Extra): CheckOutcome => ({
  status: 'good',
  key,
  values,
  ...extra,
});
export const warn = (key: string, values?: Values, extra?: Extra): CheckOutcome => ({
  status: 'recommended',
  key,
  values,
  ...extra,
});
export const fail = (key: string, values?: Values, extra?: Extra): CheckOutcome => ({
  status: 'critical',
  key,
  values,
  ...extra,
});
export const notApplicable = (key: string, values?: Values): CheckOutcome => ({ status: 'na', key, values });
