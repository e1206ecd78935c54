/**
 * The facts of the robots-txt area (robots.txt of the audited origin, and /llms.txt): plain data, so
 * checks stay pure and the site facts can be serialised. See robots-txt.ts for how they are gathered.
 */
import type { RedirectHop } from '../../fetch/types.js';

/** What a request answered: a status, or no response and why. */
export interface FetchSummary {
  /** The URL requested. */
  url: string;
  /** Final status after the redirects; null when no response came (see error). */
  status: number | null;
  /** AuditError code when no response came (TIMEOUT, DNS_FAILURE, TOO_MANY_REDIRECTS, TOO_LARGE…). */
  error: string | null;
  errorMessage: string | null;
  contentType: string | null;
  redirects: RedirectHop[];
  finalUrl: string;
  /** Decoded body size in bytes as far as it was read (0 for HEAD). */
  bytes: number;
  /** True when the body was longer than what was kept. */
  truncated: boolean;
}

/**
 * How crawlers treat the origin given the robots.txt response (RFC 9309 §2.3.1, Google's documentation):
 * - 'rules': 2xx — the file's rules apply;
 * - 'allow-all': 4xx except 429, a final 3xx, or too many redirects — "unavailable": everything may be crawled;
 * - 'disallow-all': 5xx, 429 or no response (timeout, DNS, connection) — "unreachable": crawlers assume
 *   everything is disallowed (Google for up to 12 hours, then its last cached copy);
 * - 'unknown': not requested or refused by Rankscope itself (SSRF guard, time budget, body over 4 MiB).
 */
export type RobotsPolicy = 'rules' | 'allow-all' | 'disallow-all' | 'unknown';

/** One group of robots.txt: consecutive User-agent lines and the rules after them. */
export interface RobotsGroupInfo {
  /** Product tokens as matched: lower case, "/version" removed ('*' for the wildcard group). */
  agents: string[];
  /** 1-based line of the group's first User-agent line. */
  line: number;
  /** Allow/Disallow lines in the group. */
  rules: number;
}

/** One robots.txt as fetched and parsed: enough to answer isAllowedBy() for URLs of its origin. */
export interface RobotsFile {
  /** The robots.txt URL of the origin (e.g. https://example.com/robots.txt). */
  url: string;
  fetch: FetchSummary;
  policy: RobotsPolicy;
  /**
   * The text crawlers read: UTF-8, BOM removed, cut at Google's 500 KiB limit; null unless policy is
   * 'rules'. isAllowedBy() matches against it.
   */
  text: string | null;
  groups: RobotsGroupInfo[];
}

export type RobotsLintKind =
  /** A UTF-8 byte order mark before the first line (Google skips it; stricter parsers lose line 1). */
  | 'bom'
  /** A non-empty line with no ':' between key and value. */
  | 'no-colon'
  /** Allow/Disallow before any User-agent line: it belongs to no group, every crawler ignores it. */
  | 'rule-before-user-agent'
  /** A directive outside RFC 9309 that Google ignores (noindex, crawl-delay, host…); note says which. */
  | 'unsupported-directive'
  /** A key no crawler knows (a typo such as "Dissallow" is noted with the intended directive). */
  | 'unknown-directive'
  /** An Allow/Disallow value that is neither empty nor starts with '/' or '*' (a full URL, a bare path). */
  | 'bad-path';

export interface RobotsLintIssue {
  kind: RobotsLintKind;
  /** 1-based line in the robots.txt. */
  line: number;
  /** The line as written (trimmed, at most 200 characters). */
  text: string;
  /** Short fact: the directive name, 'ignored by Google', 'did you mean Disallow?'. */
  note: string | null;
}

export interface RobotsLint {
  /** The issues, in line order (at most 500; issuesTotal counts all). */
  issues: RobotsLintIssue[];
  issuesTotal: number;
  /** Served as HTML (Content-Type text/html, or markup at the start of the body). */
  html: boolean;
  /** Non-empty but not one line any crawler understands (binary, or prose), or contains NUL bytes. */
  unparsable: boolean;
  /** Lines in the file (of the part read). */
  lines: number;
  /** Lines holding User-agent, Allow, Disallow or Sitemap. */
  directives: number;
  /** The decoded size is over 500 KiB, the part Google reads; the rest is ignored. */
  oversize: boolean;
}

export interface SitemapLine {
  /** 1-based line in the robots.txt. */
  line: number;
  /** The value as written. */
  raw: string;
  /** Absolute URL, resolved against the robots.txt URL; null when it does not parse. */
  url: string | null;
  /** The value was not an absolute http(s) URL (crawlers expect a fully-qualified URL). */
  relative: boolean;
}

export interface LlmsTxtParsed {
  /** Served as HTML (Content-Type or markup at the start). */
  html: boolean;
  /** First non-empty line, trimmed (at most 200 characters). */
  firstLine: string;
  /** Text of the "# " H1 when the file starts with one. */
  h1: string | null;
  /** The "> " blockquote summary after the H1, or else the first paragraph before any "## " section. */
  summary: string | null;
  summaryKind: 'blockquote' | 'paragraph' | null;
  /** Markdown links [text](url). */
  links: number;
  /** "## " sections. */
  sections: number;
}

export interface LlmsTxtFacts {
  /** https://example.com/llms.txt at the audited origin's root. */
  url: string;
  fetch: FetchSummary;
  /** Parsed when the response was 2xx with a body. */
  parsed: LlmsTxtParsed | null;
  /** HEAD (GET without body when HEAD is refused) of /llms-full.txt. */
  full: FetchSummary;
}

export interface RobotsTxtFacts extends RobotsFile {
  /** Every Sitemap: value as absolute URL (resolved against `url`), de-duplicated, in file order. */
  sitemaps: string[];
  /** Each Sitemap: line, with relative values flagged. */
  sitemapLines: SitemapLine[];
  /** Status of the listed sitemaps (HEAD, GET when HEAD is refused; redirects followed), in order. */
  sitemapChecks: FetchSummary[];
  /** Listed sitemaps not requested (over the cap of 20, or the time budget ran out). */
  sitemapsSkipped: number;
  lint: RobotsLint;
  /**
   * robots.txt of other origins of the same site (eTLD+1) that the page loads stylesheets, scripts or
   * images from (at most 5), so those resources can be matched too.
   */
  resourceOrigins: RobotsFile[];
  /** Same-site resource origins whose robots.txt was not requested (over the cap). */
  resourceOriginsSkipped: string[];
  llms: LlmsTxtFacts;
}
