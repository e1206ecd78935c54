import { parseArgs } from 'node:util';
import { isLang, type Gate, type Lang } from '@rankscope/engine';
import { parseDiffCli, parseFailOn, type DiffCliOptions } from './compare-args.js';
import type { CredentialFlags } from './credentials.js';
import { UsageError } from './usage-error.js';

export const FORMATS = ['text', 'json', 'html', 'pdf', 'csv', 'markdown', 'ndjson'] as const;
/** Pages crawled by `--crawl` without a number. */
export const DEFAULT_CRAWL_PAGES = 100;
/** The most pages one `--crawl` may ask for. */
export const MAX_CRAWL_PAGES = 100_000;
export type Format = (typeof FORMATS)[number];

export interface CliOptions {
  url: string;
  format: Format;
  out: string | null;
  lang: Lang;
  failUnder: number | null;
  timeoutMs: number;
  noPrivate: boolean;
  /** Skip the site-level requests (robots.txt, sitemaps, variants, TLS, links…). */
  noSite: boolean;
  /** PEM file of extra certificate authorities to trust (internal PKI). */
  caFile: string | null;
  /** Lighthouse mobile/desktop and the rendered-DOM run: true, false, or null (on when Chromium is found). */
  lab: boolean | null;
  /** The model for the suggestions (AI_* variables): true, false, or null (on when they are set). */
  ai: boolean | null;
  /** The Chrome UX Report API key (`--crux-key`; else CRUX_API_KEY): field data beside the lab. */
  cruxKey: string | null;
  color: boolean | null;
  /** The same-site crawl (`--crawl [N]`), or null for a one-page audit. */
  crawl: {
    maxPages: number;
    maxDepth: number | null;
    concurrency: number | null;
    /** Threads analysing the crawled pages (0: on the main thread); null: one per core, up to four. */
    threads: number | null;
    /** Requests per second to one host at most (`--rate`); null: no limit beyond Crawl-delay. */
    rate: number | null;
    /** SQLite file keeping the crawl's frontier and results (`--state`), to resume it. */
    state: string | null;
    /** Continue the crawl saved in `state` (`--resume`). */
    resume: boolean;
  } | null;
  /** A saved report to compare this audit with (`--baseline`): the output is then the comparison. */
  baseline: string | null;
  /** The gates of the comparison (`--fail-on`; default new-critical). */
  gates: Gate[];
  /** Also write this audit's report as JSON here (`--save-report`), e.g. the next baseline. */
  saveReport: string | null;
  /** Credentials for a page behind a login, as typed (credentials.ts parses and checks them). */
  credentials: CredentialFlags;
}

export type ParsedArgs =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; options: CliOptions }
  | { kind: 'diff'; options: DiffCliOptions };

export { UsageError };

export const HELP = `Usage: rankscope <url> [options]
       rankscope <url> --baseline <report.json> [options]
       rankscope diff <old.json> <new.json> [--format text|markdown|json] [--fail-on <gate>]
       rankscope fix <url|file.html> [--out fixed.html] [options]
       rankscope --list-checks [--format text|json]
       rankscope --explain <check-id> [--format text|json]

Audits one web page for search-engine optimisation and prints a scored report; with --baseline, or
with diff, prints what changed between two audits (new problems, fixed ones, score delta). fix writes
the page with every verified html fix applied (to stdout, or --out) and prints what it changed.

Options:
  --format <text|json|html|pdf|csv|markdown|ndjson>
                             Output format (default: text). json prints exactly the Report; html is a
                             self-contained page; pdf prints that page with headless Chromium (needs
                             --out, and Chromium: CHROME_PATH or a chromium in the usual places);
                             csv prints one row per suggestion with its fix, or with
                             --crawl one row per crawled page, written as the crawl goes; ndjson
                             (with --crawl) one JSON line per page as it is crawled, then the site
                             summary. A comparison prints as text, json (the
                             diff) or markdown (a short summary for a pull-request comment).
  --out <file>               Write the report to a file instead of standard output.
  --lang <en|es|fr>          Language of the report (default: en).
  --fail-under <0-100>       Exit with code 1 when the SEO score is below this number (for CI); with
                             --crawl, the site score (the mean score of the crawled pages).
  --baseline <report.json>   Compare this audit with a saved one (rankscope <url> --format json --out
                             report.json) and print what changed instead of the report.
  --fail-on <gate>           With --baseline or diff, exit with code 1 when: new-critical (a new critical
                             problem; the default), new-any (any new problem), score-drop:<n> (the score,
                             or the site score with --crawl, fell by more than n points), or none.
                             Comma-separated or repeated to combine them.
  --save-report <file>       Also write this audit's report as JSON to a file (e.g. the next baseline).
  --crawl [N]                Crawl the site from this page (same site, robots.txt obeyed), up to N
                             pages (default: ${DEFAULT_CRAWL_PAGES}), and report every page and the site-wide checks.
                             Above 5,000 pages memory stays bounded (a little slower) and the JSON report
                             lists pages without their texts; ndjson and csv keep every page whole.
  --max-depth <N>            With --crawl: follow links at most N clicks from the start page (default: 10).
  --concurrency <N>          With --crawl: requests at once to the site (default: 4).
  --threads <N>              With --crawl: threads analysing the pages, 0 for none (default: one per
                             CPU core, up to 4).
  --rate <N>                 With --crawl: at most N requests per second to one host (robots.txt's
                             Crawl-delay and 429/503 answers slow the crawl further).
  --state <file>             With --crawl: keep the crawl's frontier and results in this file (SQLite),
                             so an interrupted crawl (Ctrl-C, crash) can continue with --resume
                             (without --resume, an existing file is started afresh).
  --resume                   With --state: continue the crawl saved in the file. Ctrl-C stops a crawl
                             and reports what it found; a second Ctrl-C quits at once.
  --timeout <duration>       Time limit for fetching the page: seconds, or with ms/s suffix (default: 30s).
  --no-private               Refuse private, loopback and link-local addresses (SSRF guard on).
  --no-site                  Check the page only: skip robots.txt, sitemaps, URL variants, TLS and links.
  --ca <file>                Also trust the certificate authorities in this PEM file (intranet sites).
  --lab, --no-lab            Run (or skip) the lab: Lighthouse mobile and desktop scores, Core Web Vitals
                             and the JavaScript-rendered page, in headless Chromium. Default: on when
                             Chromium is found (CHROME_PATH or the usual places), unless RANKSCOPE_LAB=off.
                             On a host too slow or busy for trustworthy timings (Lighthouse's benchmarkIndex
                             below RANKSCOPE_LAB_MIN_BENCHMARK, default 1000) timing checks are not judged.
                             With PAGESPEED_API_KEY set, Google's PageSpeed Insights supplies the scores.
  --ai, --no-ai              Use (or skip) an OpenAI-compatible model for the suggestions: AI_BASE_URL,
                             AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS (ms, default 20000). Default: on when
                             AI_BASE_URL and AI_MODEL are set. If the model fails, the built-in expert
                             fixes are used and the report says why.
  --crux-key <key>           Field data: what real Chrome users experienced (Chrome UX Report), beside
                             the lab. Prefer CRUX_API_KEY in the environment (a command line is visible
                             to other users of the machine). CRUX_API_URL points at another server
                             speaking the CrUX API (default Google's). Without a key no request is made.
  --header "Name: value"     Behind a login: send this request header (repeatable), e.g. "Authorization:
                             Bearer …". Credentials go only to the audited page's origin (its https://
                             form too, when an http:// page upgrades) and the --auth-origin ones: never
                             to other sites, links, images or scripts, nor after a redirect elsewhere.
                             Cookies the site sets are kept for the audit (and the crawl). Values never
                             appear in any report, error or state file.
  --cookie "name=value"      Behind a login: send this cookie (repeatable; "a=1; b=2" also works).
  --auth <user:password>     Behind a login: HTTP Basic authentication.
  --storage-state <file>     Behind a login: a Playwright storage state (JSON): its cookies for the
                             audited site, and its localStorage for the lab's browser.
  --vercel-bypass <secret>   A protected Vercel deployment: send Vercel's x-vercel-protection-bypass header
                             (Protection Bypass for Automation).
  --auth-origin <origin>     Also send the credentials to this origin (repeatable), e.g.
                             https://api.example.com.
                             In CI prefer the environment (a command line is visible to other users):
                             RANKSCOPE_HEADERS (one "Name: value" per line), RANKSCOPE_COOKIES (one per
                             line), RANKSCOPE_AUTH, RANKSCOPE_STORAGE_STATE, RANKSCOPE_VERCEL_BYPASS and
                             RANKSCOPE_AUTH_ORIGINS (comma-separated).
  --no-color                 Plain text without colours (also when NO_COLOR is set).
  --list-checks              List every check: id, category, severity, weight, scope and title.
  --explain <check-id>       What one check measures, its thresholds and how to fix it.
  -h, --help                 Show this help.
  -v, --version              Show the version.

Exit codes: 0 audited, and no gate failed; 1 a gate failed (score below --fail-under, or a --fail-on
gate of a comparison; every gate fails when the audit reached a sign-in page); 2 the page could not be fetched, a saved report could not be read or compared
(not a Rankscope report, cut short, another page), or the command line is wrong.

Examples:
  rankscope example.com
  rankscope https://example.com/pricing --format json --out report.json
  rankscope http://localhost:3000 --fail-under 80
  rankscope example.com --format pdf --out report.pdf
  rankscope example.com --crawl 500 --format csv --out pages.csv
  rankscope https://preview.example.dev --vercel-bypass "$VERCEL_AUTOMATION_BYPASS_SECRET" --crawl 50
  rankscope https://example.com --baseline main.json --format markdown --fail-on new-any
  rankscope diff before.json after.json --fail-on score-drop:5
`;

/** Parses "30", "30s", "1500ms" into milliseconds. */
export function parseDuration(value: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(value.trim());
  if (!m) throw new UsageError(`--timeout expects a duration like 30, 30s or 1500ms, not "${value}".`);
  const n = Number(m[1]);
  const ms = m[2] === 'ms' ? n : n * 1000;
  if (ms < 100 || ms > 600_000) throw new UsageError('--timeout must be between 100ms and 600s.');
  return Math.round(ms);
}

/**
 * `--crawl` takes an optional number, which parseArgs cannot express: `--crawl` alone becomes
 * `--crawl=` (the default), `--crawl 50` becomes `--crawl=50`; `--crawl=N` passes as it is.
 */
function expandCrawl(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (arg !== '--crawl') {
      out.push(arg);
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      out.push(`--crawl=${next}`);
      i++;
    } else out.push('--crawl=');
  }
  return out;
}

/** A whole number from `min` to `max` given to `option`, or a UsageError. */
function integer(option: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`${option} expects a whole number from ${min} to ${max}, not "${value}".`);
  }
  return n;
}

export function parseCli(argv: readonly string[]): ParsedArgs {
  if (argv[0] === 'diff') {
    if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
    return { kind: 'diff', options: parseDiffCli(argv.slice(1)) };
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: expandCrawl(argv),
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        out: { type: 'string', short: 'o' },
        lang: { type: 'string' },
        'fail-under': { type: 'string' },
        timeout: { type: 'string' },
        'no-private': { type: 'boolean' },
        'no-site': { type: 'boolean' },
        ca: { type: 'string' },
        crawl: { type: 'string' },
        'max-depth': { type: 'string' },
        concurrency: { type: 'string' },
        threads: { type: 'string' },
        rate: { type: 'string' },
        state: { type: 'string' },
        resume: { type: 'boolean' },
        baseline: { type: 'string' },
        'fail-on': { type: 'string', multiple: true },
        'save-report': { type: 'string' },
        lab: { type: 'boolean' },
        'no-lab': { type: 'boolean' },
        ai: { type: 'boolean' },
        'no-ai': { type: 'boolean' },
        'crux-key': { type: 'string' },
        header: { type: 'string', multiple: true },
        cookie: { type: 'string', multiple: true },
        auth: { type: 'string' },
        'storage-state': { type: 'string' },
        'vercel-bypass': { type: 'string' },
        'auth-origin': { type: 'string', multiple: true },
        'no-color': { type: 'boolean' },
        color: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const v = parsed.values;
  if (v.help) return { kind: 'help' };
  if (v.version) return { kind: 'version' };
  if (parsed.positionals.length === 0) throw new UsageError('Missing the URL to audit.');
  if (parsed.positionals.length > 1) {
    throw new UsageError(
      `Expected one URL, got ${parsed.positionals.length}: ${parsed.positionals.join(' ')}`,
    );
  }
  const format = v.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${format}".`);
  }
  const baseline = v.baseline ?? null;
  if (format === 'ndjson' && v.crawl === undefined) {
    throw new UsageError('--format ndjson prints one line per crawled page: add --crawl.');
  }
  if (baseline === null && format === 'markdown') {
    throw new UsageError('--format markdown prints a comparison: add --baseline <report.json>.');
  }
  if (baseline === null && v['fail-on'] !== undefined) {
    throw new UsageError('--fail-on gates a comparison: add --baseline <report.json>.');
  }
  if (baseline !== null && !['text', 'json', 'markdown'].includes(format)) {
    throw new UsageError(`A comparison prints as text, markdown or json, not "${format}".`);
  }
  if (format === 'pdf' && v.out === undefined) {
    throw new UsageError('--format pdf writes a file: add --out <file.pdf>.');
  }
  const lang = v.lang ?? 'en';
  if (!isLang(lang)) throw new UsageError(`--lang must be en, es or fr, not "${lang}".`);
  let failUnder: number | null = null;
  if (v['fail-under'] !== undefined) {
    failUnder = Number(v['fail-under']);
    if (!Number.isFinite(failUnder) || failUnder < 0 || failUnder > 100) {
      throw new UsageError(`--fail-under expects a score from 0 to 100, not "${v['fail-under']}".`);
    }
  }
  let crawl: CliOptions['crawl'] = null;
  if (v.crawl !== undefined) {
    crawl = {
      maxPages: v.crawl === '' ? DEFAULT_CRAWL_PAGES : integer('--crawl', v.crawl, 1, MAX_CRAWL_PAGES),
      maxDepth: v['max-depth'] !== undefined ? integer('--max-depth', v['max-depth'], 0, 1000) : null,
      concurrency: v.concurrency !== undefined ? integer('--concurrency', v.concurrency, 1, 32) : null,
      threads: v.threads !== undefined ? integer('--threads', v.threads, 0, 16) : null,
      rate: v.rate !== undefined ? integer('--rate', v.rate, 1, 1000) : null,
      state: v.state ?? null,
      resume: v.resume ?? false,
    };
    if (crawl.resume && crawl.state === null) throw new UsageError('--resume needs --state <file>.');
  } else {
    for (const option of ['max-depth', 'concurrency', 'threads', 'rate', 'state', 'resume'] as const) {
      if (v[option] !== undefined) throw new UsageError(`--${option} only applies with --crawl.`);
    }
  }
  return {
    kind: 'run',
    options: {
      url: parsed.positionals[0] as string,
      format: format as Format,
      out: v.out ?? null,
      lang,
      failUnder,
      timeoutMs: v.timeout !== undefined ? parseDuration(v.timeout) : 30_000,
      noPrivate: v['no-private'] ?? false,
      noSite: v['no-site'] ?? false,
      caFile: v.ca ?? null,
      lab: v['no-lab'] ? false : v.lab ? true : null,
      ai: v['no-ai'] ? false : v.ai ? true : null,
      cruxKey: v['crux-key']?.trim() || null,
      color: v['no-color'] ? false : v.color ? true : null,
      crawl,
      baseline,
      gates: baseline !== null ? parseFailOn(v['fail-on']) : [],
      saveReport: v['save-report'] ?? null,
      credentials: {
        headers: v.header ?? [],
        cookies: v.cookie ?? [],
        auth: v.auth ?? null,
        storageState: v['storage-state'] ?? null,
        vercelBypass: v['vercel-bypass'] ?? null,
        authOrigins: v['auth-origin'] ?? [],
      },
    },
  };
}
