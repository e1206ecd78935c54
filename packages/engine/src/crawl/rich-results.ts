/**
 * Rich results across a crawl: each page's entries reduced to one line per feature (its worst status,
 * whether an eligible item lacks recommended properties, what breaks it), then a site matrix per feature
 * and the templates (URL patterns) whose pages share a problem.
 */
import type { RichResult, RichStatus } from '../structured/rich/evaluate.js';
import type { CrawlRichResults, PageRichResult, RichMatrixRow, RichTemplateProblem } from './types.js';

const RANK: Record<RichStatus, number> = { retired: 0, restricted: 1, eligible: 1, invalid: 2 };
const MAX_PROBLEMS = 5;
const MAX_TEMPLATES = 20;

export function pageRichResults(results: readonly RichResult[]): PageRichResult[] {
  const byFeature = new Map<string, PageRichResult>();
  for (const r of results) {
    const known = byFeature.get(r.feature);
    const problems = [
      ...r.missingRequired,
      ...r.invalidValues.filter((v) => v.required).map((v) => `${v.property} (invalid)`),
    ];
    const warnings =
      r.status !== 'invalid' &&
      r.status !== 'retired' &&
      (r.missingRecommended.length > 0 || r.invalidValues.some((v) => !v.required));
    if (!known) {
      byFeature.set(r.feature, {
        feature: r.feature,
        status: r.status,
        warnings,
        problems: problems.slice(0, MAX_PROBLEMS),
      });
      continue;
    }
    if (RANK[r.status] > RANK[known.status]) known.status = r.status;
    known.warnings ||= warnings;
    for (const p of problems)
      if (known.problems.length < MAX_PROBLEMS && !known.problems.includes(p)) known.problems.push(p);
  }
  return [...byFeature.values()];
}

/**
 * A URL's template: its path with the last segment and every segment holding a digit replaced by "*"
 * (/products/oak-table → /products/*, /blog/2024/05/post → /blog/*\/*\/*); the home page is "/".
 */
export function urlPattern(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const out = segments.map((s, i) => (i === segments.length - 1 || /\d/.test(s) ? '*' : s));
  return `/${out.join('/')}${path.endsWith('/') && segments.length > 0 ? '/' : ''}`;
}

export class RichAggregator {
  private readonly rows = new Map<string, RichMatrixRow>();
  private readonly groups = new Map<string, RichTemplateProblem>();

  add(url: string, results: readonly PageRichResult[] | undefined): void {
    for (const r of results ?? []) {
      let row = this.rows.get(r.feature);
      if (!row) {
        row = { feature: r.feature, eligible: 0, invalid: 0, warnings: 0, retired: 0 };
        this.rows.set(r.feature, row);
      }
      if (r.status === 'invalid') row.invalid++;
      else if (r.status === 'retired') row.retired++;
      else {
        row.eligible++;
        if (r.warnings) row.warnings++;
      }
      const pattern = urlPattern(url);
      for (const problem of r.problems) {
        const key = `${r.feature}\n${problem}\n${pattern}`;
        const group = this.groups.get(key) ?? {
          feature: r.feature,
          problem,
          pattern,
          pages: 0,
          examples: [],
        };
        group.pages++;
        if (group.examples.length < 3) group.examples.push(url);
        this.groups.set(key, group);
      }
    }
  }

  /** Null when no crawled page carries rich result markup. */
  result(): CrawlRichResults | null {
    if (this.rows.size === 0) return null;
    const matrix = [...this.rows.values()].sort((a, b) => a.feature.localeCompare(b.feature));
    // A template shares a problem when at least two of its pages have it.
    const templates = [...this.groups.values()]
      .filter((g) => g.pages >= 2)
      .sort(
        (a, b) =>
          b.pages - a.pages || a.pattern.localeCompare(b.pattern) || a.problem.localeCompare(b.problem),
      )
      .slice(0, MAX_TEMPLATES);
    return { matrix, templates };
  }
}
