/**
 * diffReports(): what changed between two audits of one page (or one site, for crawls). Pure: no clock,
 * no I/O, no Node-only module, so the web app runs it on reports kept in the browser.
 */
import type { Report } from '../report/index.js';
import { ID_RENAMES, type IdRenames } from './catalogue-map.js';
import { diffChecks } from './checks.js';
import { diffCrawls } from './diff-crawl.js';
import { diffLab } from './lab.js';
import { diffField } from './field.js';
import { diffSignals, urlLocaliser } from './signals.js';
import type { CategoryDelta, NotCompared, ReportDiff } from './types.js';

export type DiffErrorCode = 'not-a-report' | 'truncated' | 'different-page' | 'different-kind';

/** The two reports cannot be compared; `code` says why, the message says it in words (English). */
export class ReportDiffError extends Error {
  constructor(
    readonly code: DiffErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReportDiffError';
  }
}

/** Path and query: what identifies the page across origins (production and its preview deployments). */
function pageKey(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

const origin = (url: string): string => new URL(url).origin;

function assertComparable(old: Report, now: Report): void {
  const kindOf = (r: Report): string => (r.crawl ? 'a site crawl' : 'a single-page audit');
  if (Boolean(old.crawl) !== Boolean(now.crawl)) {
    throw new ReportDiffError(
      'different-kind',
      `Cannot compare ${kindOf(old)} with ${kindOf(now)}: audit both the same way (with or without --crawl).`,
    );
  }
  // The requested URL, or where it ended up: a page that now redirects is still the same page.
  const keys = new Set([pageKey(old.url), pageKey(old.finalUrl)]);
  if (!keys.has(pageKey(now.url)) && !keys.has(pageKey(now.finalUrl))) {
    throw new ReportDiffError(
      'different-page',
      `The reports are of different pages: ${old.url} and ${now.url}. Compare two audits of the same URL (the host may differ, e.g. a preview deployment and production).`,
    );
  }
}

function categoryDeltas(old: Report, now: Report): CategoryDelta[] {
  return now.categories.map((c) => {
    const before = old.categories.find((o) => o.category === c.category)?.score ?? null;
    return {
      category: c.category,
      label: c.label,
      old: before,
      new: c.score,
      delta: before === null || c.score === null ? null : c.score - before,
    };
  });
}

/** `renames` is the catalogue's map; a test passes its own, the catalogue having had no rename yet. */
export function diffReports(old: Report, now: Report, renames: IdRenames = ID_RENAMES): ReportDiff {
  assertComparable(old, now);
  const notCompared: NotCompared[] = [];
  const lab = diffLab(old, now);
  if (lab.missing.length > 0) notCompared.push({ reason: 'no-lab', items: lab.missing });
  if (lab.slowHost.length > 0) notCompared.push({ reason: 'lab-slow-host', items: lab.slowHost });
  const field = diffField(old, now);
  if (field.notCompared.length > 0) notCompared.push({ reason: 'field-source', items: field.notCompared });
  const checks = diffChecks(old.checks, now.checks, lab.changes, renames);
  if (checks.removed.length > 0) notCompared.push({ reason: 'catalogue-removed', items: checks.removed });
  if (checks.added.length > 0) notCompared.push({ reason: 'catalogue-added', items: checks.added });
  let signals: ReportDiff['signals'] = [];
  if (old.signals && now.signals) signals = diffSignals(old, now, old.signals, now.signals);
  else {
    const lacking = [old.signals ? null : 'old', now.signals ? null : 'new'].filter((x) => x !== null);
    notCompared.push({ reason: 'no-signals', items: lacking });
  }
  const origins = [...new Set([old.url, old.finalUrl, now.url, now.finalUrl].map(origin))];
  let crawl: ReportDiff['crawl'] = null;
  if (old.crawl && now.crawl) {
    const compared = diffCrawls(old.crawl, now.crawl, urlLocaliser(origins));
    crawl = compared.diff;
    if (!compared.detailCompared) notCompared.push({ reason: 'crawl-compact', items: [] });
    else if (!compared.h1Compared) notCompared.push({ reason: 'crawl-h1', items: [] });
  }
  const meta = (r: Report): ReportDiff['old'] => ({
    url: r.url,
    fetchedAt: r.fetchedAt,
    engineVersion: r.engineVersion,
    catalogueVersion: r.catalogueVersion,
  });
  return {
    kind: now.crawl ? 'crawl' : 'page',
    old: meta(old),
    new: meta(now),
    ...(old.loginWall || now.loginWall ? { loginWall: { old: !!old.loginWall, new: !!now.loginWall } } : {}),
    originsDiffer: origin(old.url) !== origin(now.url),
    score: { old: old.seoScore, new: now.seoScore, delta: now.seoScore - old.seoScore },
    categories: categoryDeltas(old, now),
    checks: checks.changes,
    signals,
    lab: lab.changes,
    field: field.changes,
    crawl,
    notCompared,
  };
}
