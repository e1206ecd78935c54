import { CATALOGUE_ENTRIES } from '../catalogue.data.js';
import { CRAWL_IDS, type CatalogueEntry } from '../catalogue.js';
import type { PageArtifact } from '../gather/artifact.js';
import { COMMON, t } from '../i18n/common.js';
import { interpolate, type Lang } from '../i18n/lang.js';
import type { CheckStatus } from '../report.js';
import type { Check, CheckItem, CheckOutcome } from './types.js';

/** Items kept per check in the report; the total is always given. */
export const MAX_ITEMS = 20;

/** The language-independent result of one catalogue entry. */
export interface RawResult {
  entry: CatalogueEntry;
  check: Check | null;
  status: CheckStatus;
  outcome: CheckOutcome | null;
  /** Why an entry was n/a without running (scope not run, not implemented). */
  naReason: 'na.site' | 'na.lab' | 'na.crawl' | 'na.unimplemented' | null;
  error: string | null;
}

export interface RunOptions {
  /**
   * Inputs this audit gathered: 'page', 'site' (site-level requests), 'crawl' (the same-site crawl),
   * 'lab' (headless Chromium). Checks whose input is missing are n/a with that reason.
   */
  scopes: ReadonlySet<'page' | 'site' | 'crawl' | 'lab'>;
}

/** Runs every registered check over the artifact; lists every catalogue entry exactly once. */
export function runChecks(page: PageArtifact, checks: readonly Check[], options: RunOptions): RawResult[] {
  const byId = new Map(checks.map((c) => [c.id, c]));
  return CATALOGUE_ENTRIES.map((entry): RawResult => {
    const check = byId.get(entry.id) ?? null;
    if (CRAWL_IDS.has(entry.id) && !options.scopes.has('crawl')) {
      return { entry, check, status: 'na', outcome: null, naReason: 'na.crawl', error: null };
    }
    if (!options.scopes.has(entry.scope)) {
      const naReason = entry.scope === 'lab' ? 'na.lab' : 'na.site';
      return { entry, check, status: 'na', outcome: null, naReason, error: null };
    }
    if (!check) {
      return { entry, check, status: 'na', outcome: null, naReason: 'na.unimplemented', error: null };
    }
    try {
      const outcome = check.run(page);
      return { entry, check, status: outcome.status, outcome, naReason: null, error: null };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      return { entry, check, status: 'error', outcome: null, naReason: null, error };
    }
  });
}

export interface LocalisedCheck {
  title: string;
  message: string;
  fix: string;
  items: CheckItem[];
  totalItems: number;
}

/** Resolves a raw result's message keys into one language. */
export function localise(result: RawResult, lang: Lang): LocalisedCheck {
  const strings = result.check?.strings[lang];
  const title = strings?.title ?? result.entry.id;
  const fix = strings?.fix ?? '';
  let message: string;
  if (result.status === 'error') {
    message = interpolate(t(lang, 'error.check'), { error: result.error ?? 'unknown error' }, lang);
  } else if (result.naReason) {
    message = COMMON[lang][result.naReason];
  } else {
    const key = result.outcome?.key ?? 'pass';
    const template = strings?.[key] ?? strings?.pass ?? key;
    message = interpolate(template, result.outcome?.values, lang);
  }
  const all = result.outcome?.items ?? [];
  return { title, message, fix, items: all.slice(0, MAX_ITEMS), totalItems: all.length };
}
