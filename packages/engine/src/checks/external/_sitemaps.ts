/** Helpers of the sitemap checks: reading the sitemaps facts the same way in each of them. */
import type { PageArtifact } from '../../artifact.js';
import type { SitemapFacts, SitemapFile, SitemapProblem } from '../../gather/site/sitemaps.js';
import type { CheckItem } from '../types.js';

/** The sitemaps facts, or null when the site phase did not run or the sitemaps gatherer failed. */
export function sitemapFacts(page: Pick<PageArtifact, 'site'>): SitemapFacts | null {
  return page.site?.sitemaps ?? null;
}

const MB = 1024 * 1024;

/**
 * Megabytes (of 1,048,576 bytes, as the protocol's "50 MB = 52,428,800 bytes"): one decimal, two below
 * 1 MB, rounded up there so that a small non-empty file never reads "0 MB".
 */
export function megabytes(bytes: number): number {
  const mb = bytes / MB;
  return mb >= 1 ? Math.round(mb * 10) / 10 : Math.ceil(mb * 100) / 100;
}

/** What a request answered, as a short fact: "404", "TIMEOUT". */
export function answered(r: { status: number | null; error: string | null }): string {
  return r.status === null ? (r.error ?? 'NO_RESPONSE') : String(r.status);
}

/** The files whose body was read as a sitemap (200, within the size limit). */
export function readFiles(facts: SitemapFacts): SitemapFile[] {
  return facts.files.filter((f) => f.status === 200 && !f.overLimit && f.kind !== null);
}

/** Problems that make search engines discard the whole file. */
export const FATAL = new Set(['html', 'notXml', 'syntax', 'root', 'gzip']);

const position = (p: SitemapProblem): string =>
  p.line === null ? '' : `line ${p.line}${p.column === null ? '' : `, column ${p.column}`}`;

/** The fact an item notes for a file-level problem. */
function fileNote(file: SitemapFile, p: SitemapProblem): string | null {
  switch (p.code) {
    case 'html':
      return `HTML served (${p.value})`;
    case 'notXml':
      return `not XML: "${p.value}"`;
    case 'syntax':
      return `XML error at ${position(p)}: ${p.value}`;
    case 'root':
      return `root element ${p.value}, not <urlset> or <sitemapindex>`;
    case 'gzip':
      return `gzip error: ${p.value}`;
    case 'namespace':
      return p.value === '(none)' ? 'no sitemaps.org namespace' : `xmlns="${p.value}"`;
    case 'nestedIndex':
      return `sitemap index listed by the index ${file.parent ?? ''}`.trim();
    default:
      return null;
  }
}

const ENTRY_NOTES: Partial<Record<SitemapProblem['code'], string>> = {
  entity: 'unescaped & or undefined entity',
  locMissing: 'empty or missing <loc>',
  locRelative: 'not an absolute http(s) URL',
  locCrossHost: 'other host or protocol than the sitemap',
};

/**
 * A problem as an item: file-level ones name the file with the fact as note; entry-level ones name the
 * offending <loc> (or snippet) with the file it is in.
 */
export function problemItem(file: SitemapFile, p: SitemapProblem): CheckItem {
  const note = fileNote(file, p);
  if (note !== null) return { value: file.url, note };
  const where = [position(p), `in ${file.url}`].filter(Boolean).join(', ');
  return { value: p.value, note: `${ENTRY_NOTES[p.code] ?? p.code}, ${where}` };
}

export type Found = { file: SitemapFile; p: SitemapProblem };

/** Message values of a problem: which file, the offending thing, and how many of its kind there are. */
export function problemValues({ file, p }: Found, count: number): Record<string, string | number> {
  const url = file.url;
  switch (p.code) {
    case 'syntax':
      return { url, error: p.value, line: p.line ?? 0, column: p.column ?? 0 };
    case 'entity':
      return { url, count, value: p.value, line: p.line ?? 0 };
    case 'nestedIndex':
      return { url, parent: file.parent ?? '' };
    default:
      return { url, count, value: p.value };
  }
}
