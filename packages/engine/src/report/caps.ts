/**
 * Caps on what a page can put into its report. Pages supply strings of any length (a 15 MB title, a 2 MB
 * attribute quoted in a check item, crawl data), and a report must stay small enough to share and print
 * (the server takes 2 MB): every string is cut to a length no real value needs, with "…" where it was
 * cut and its path listed in `report.truncated`. A single-page report is then kept under REPORT_MAX_BYTES
 * by showing fewer check items (totalItems still counts them all) and cutting strings shorter, level by
 * level. The crawl section of a site audit grows with the pages crawled: its strings are capped, its
 * size is not.
 */
import type { Report } from './index.js';

/** Serialised size a single-page report stays under (JSON, UTF-8 bytes). */
export const REPORT_MAX_BYTES = 900_000;

interface Limits {
  /** Check items shown per check. */
  items: number;
  /** A check item's value or note (an element, a URL, an attribute value). */
  item: number;
  /** Sentences that quote the page: check messages, suggestions, fixes. Cut in the middle. */
  message: number;
  /** Page texts: title, description, keywords, labels. */
  text: number;
  /** URLs outside check items (redirect hops, crawl data). */
  url: number;
  /** Code to paste (a fix's snippet, its edits' html): settleFixes never offers one longer than level 0's. */
  code: number;
  /** Anything else. */
  other: number;
}

/** Level 0 cuts only what no real page has; each further level is tried while the report is too big. */
const LEVELS: readonly Limits[] = [
  { items: Infinity, item: 500, message: 1000, text: 500, url: 2048, other: 1000, code: 20_000 },
  { items: 5, item: 200, message: 600, text: 300, url: 1024, other: 500, code: 8000 },
  { items: 2, item: 120, message: 500, text: 200, url: 512, other: 300, code: 4000 },
  // The catalogue's own sentences (up to ~350 characters) stay whole even here.
  { items: 0, item: 100, message: 400, text: 120, url: 256, other: 200, code: 2000 },
];

type Kind = Exclude<keyof Limits, 'items'>;

const CODE_KEYS = new Set(['snippet', 'html']);
const MESSAGE_KEYS = new Set([
  'message',
  'text',
  'where',
  'fix',
  'aiRecommendations',
  'unavailableReason',
  'notMeasuredReason',
  'suggestionsNote',
]);
const TEXT_KEYS = new Set(['title', 'description', 'word', 'label', 'displayValue', 'declared', 'detected']);
const URL_KEYS = new Set([
  'url',
  'finalUrl',
  'location',
  'startUrl',
  'canonical',
  'alternate',
  'tried',
  'linkedFrom',
  'urls',
  'orphans',
  'notInSitemap',
]);

function kindOf(key: string, inItem: boolean): Kind {
  if (inItem) return 'item';
  if (CODE_KEYS.has(key)) return 'code';
  if (MESSAGE_KEYS.has(key)) return 'message';
  if (TEXT_KEYS.has(key)) return 'text';
  if (URL_KEYS.has(key)) return 'url';
  return 'other';
}

/** Cuts at a code point boundary, never inside a surrogate pair. */
function head(s: string, n: number): string {
  const code = s.charCodeAt(n - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}

function tail(s: string, n: number): string {
  const code = s.charCodeAt(s.length - n);
  return s.slice(code >= 0xdc00 && code <= 0xdfff ? s.length - n + 1 : s.length - n);
}

/** Messages quote the page mid-sentence: keep both ends, so what to do is still said. */
function cut(s: string, max: number, kind: Kind): string {
  if (kind !== 'message') return `${head(s, max - 1)}…`;
  const keepEnd = Math.floor(max / 3);
  return `${head(s, max - keepEnd - 3)} … ${tail(s, keepEnd)}`;
}

class Capper {
  readonly truncated = new Set<string>();

  constructor(private readonly limits: Limits) {}

  /**
   * A capped copy of a report value. Recursion is safe here: the report's depth is fixed by its schema,
   * and nothing in it nests page data (JSON-LD and markup never reach the report as trees).
   */
  value(v: unknown, path: string, key: string, inItem: boolean): unknown {
    if (typeof v === 'string') {
      const kind = kindOf(key, inItem);
      const max = this.limits[kind];
      if (v.length <= max) return v;
      this.truncated.add(path);
      return cut(v, max, kind);
    }
    if (Array.isArray(v)) return v.map((x, i) => this.value(x, `${path}[${i}]`, key, inItem));
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[k] = this.value(x, path === '' ? k : `${path}.${k}`, k, inItem || k === 'items');
    }
    return out;
  }

  checks(checks: Report['checks']): Report['checks'] {
    return checks.map((check) => {
      const path = `checks[${check.id}]`;
      const items = check.details.items;
      const shown = items.length > this.limits.items ? items.slice(0, this.limits.items) : items;
      if (shown !== items) this.truncated.add(`${path}.details.items`);
      const capped = this.value({ ...check, details: { ...check.details, items: shown } }, path, '', false);
      return capped as Report['checks'][number];
    });
  }
}

/** Most paths listed in `truncated`: enough to say what was cut without growing the report again. */
const MAX_PATHS = 50;

function capWith(report: Report, limits: Limits): Report {
  const capper = new Capper(limits);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(report)) {
    if (key === 'truncated') continue;
    // The audited addresses are not the page's to lengthen: the request and its redirects bound them.
    if (key === 'url' || key === 'finalUrl') out[key] = value;
    else if (key === 'checks') out[key] = capper.checks(report.checks);
    else if (key === 'crawl') out[key] = new Capper(LEVELS[0] as Limits).value(value, key, key, false);
    else out[key] = capper.value(value, key, key, false);
  }
  const capped = out as Report;
  if (capper.truncated.size > 0) capped.truncated = [...capper.truncated].slice(0, MAX_PATHS);
  return capped;
}

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** The report with every page-derived string capped and, its crawl section aside, under REPORT_MAX_BYTES. */
export function capReport(report: Report): Report {
  let capped = report;
  for (const limits of LEVELS) {
    capped = capWith(report, limits);
    const { crawl: _crawl, ...single } = capped;
    if (bytes(single) <= REPORT_MAX_BYTES) break;
  }
  return capped;
}
