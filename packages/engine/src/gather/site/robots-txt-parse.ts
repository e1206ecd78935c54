/**
 * Line-by-line reading of robots.txt the way Google's open-source parser (google/robotstxt, robots.cc)
 * reads it: comments cut at '#', key and value split at the first ':' (or at the only run of whitespace),
 * keys matched by prefix with a few frequent typos accepted, product tokens cut at the first character
 * outside [a-zA-Z_-], lines cut at 16,663 bytes, and a group ended only by a User-agent line that follows
 * a rule. From that one pass come the lint (robots-txt-valid), the groups and the Sitemap lines; the
 * matcher (robots-txt-rules.ts) reads the same lines.
 */
import type {
  RobotsGroupInfo,
  RobotsLint,
  RobotsLintIssue,
  RobotsLintKind,
  SitemapLine,
} from './robots-txt-types.js';

/** Google reads the first 500 KiB of a robots.txt and ignores the rest. */
export const GOOGLE_ROBOTS_LIMIT = 500 * 1024;
const MAX_ISSUES = 500;

type Key = 'user-agent' | 'allow' | 'disallow' | 'sitemap';

/** Key prefixes Google accepts, typos included (robots.cc ParsedRobotsKey, which matches by prefix). */
const KEY_PREFIXES: [string, Key][] = [
  ['user-agent', 'user-agent'],
  ['useragent', 'user-agent'],
  ['user agent', 'user-agent'],
  ['allow', 'allow'],
  ['disallow', 'disallow'],
  ['dissallow', 'disallow'],
  ['dissalow', 'disallow'],
  ['disalow', 'disallow'],
  ['diasllow', 'disallow'],
  ['disallaw', 'disallow'],
  ['sitemap', 'sitemap'],
  ['site-map', 'sitemap'],
];

/** The directive Google reads a (lower-cased) key as, or undefined for any other key. */
export function directiveKey(key: string): Key | undefined {
  return KEY_PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1];
}
const CANONICAL: Record<Key, string> = {
  'user-agent': 'User-agent',
  allow: 'Allow',
  disallow: 'Disallow',
  sitemap: 'Sitemap',
};

/**
 * Directives outside RFC 9309, with the crawlers that still honour them: flagged unless their group
 * addresses only those crawlers (a Crawl-delay for bingbot is fine, one for '*' is lost on Google).
 */
const NON_STANDARD: Record<string, RegExp | null> = {
  'crawl-delay': /^(?!google)(?!\*$)/,
  'clean-param': /^yandex/,
  host: /^yandex/,
  noindex: null,
  nofollow: null,
  noarchive: null,
  'request-rate': null,
  'visit-time': null,
};
/** Published extensions that crawlers which do not know them skip harmlessly: not flagged. */
const EXTENSIONS = new Set(['content-signal', 'content-usage']);

/**
 * Google keeps the first 2083 × 8 − 1 bytes of a line and drops the rest of that line (robots.cc: a
 * 16,664-byte line buffer, kMaxLineLen = 8 × the 2083-byte browser URL limit, whose last byte is the NUL).
 */
export const MAX_LINE_BYTES = 2083 * 8 - 1;

/**
 * The lines Google reads (split at CR, LF or CRLF), each as a byte string (one character per UTF-8 byte)
 * cut at MAX_LINE_BYTES: the cut and the %-escaping of rule paths are defined on bytes, not characters.
 */
export function robotsLines(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8').toString('latin1');
  return bytes.split(/\r\n|\r|\n/).map((l) => (l.length > MAX_LINE_BYTES ? l.slice(0, MAX_LINE_BYTES) : l));
}

/** A byte string back to text (a multi-byte character cut at the line limit becomes U+FFFD). */
const fromBytes = (s: string): string =>
  /[\u0080-\u00ff]/.test(s) ? Buffer.from(s, 'latin1').toString('utf8') : s;

// ASCII white space only, as robots.cc strips it: a U+FEFF or U+00A0 in a line is not white space.
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
function stripAscii(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(s.charCodeAt(a))) a++;
  while (b > a && isSpace(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}
const asciiLower = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

export interface ParsedLine {
  line: number;
  /** Trimmed line without its comment. */
  text: string;
  /** Lower-cased key as written, or null when the line has no key/value separator. */
  key: string | null;
  value: string;
  /** The value as a byte string (see robotsLines), for matching. */
  bytes: string;
  colon: boolean;
}

/**
 * Splits a line of robotsLines() as robots.cc does; null for blank and comment-only lines. A plain string
 * without characters beyond ASCII reads the same.
 */
export function parseLine(raw: string, line: number): ParsedLine | null {
  const hash = raw.indexOf('#');
  const body = stripAscii(hash === -1 ? raw : raw.slice(0, hash));
  if (body === '') return null;
  const text = fromBytes(body);
  const colon = body.indexOf(':');
  const pair = (key: string, bytes: string, hasColon: boolean): ParsedLine => ({
    line,
    text,
    key: fromBytes(asciiLower(key)),
    value: fromBytes(bytes),
    bytes,
    colon: hasColon,
  });
  if (colon !== -1) return pair(stripAscii(body.slice(0, colon)), stripAscii(body.slice(colon + 1)), true);
  // Google's quirk: "Disallow /x" is read as a key and a value when there are exactly two words.
  const sep = body.search(/[ \t]/);
  const rest = sep === -1 ? '' : body.slice(sep).replace(/^[ \t]+/, '');
  if (sep !== -1 && !/[ \t]/.test(rest)) return pair(body.slice(0, sep), rest, false);
  return { line, text, key: null, value: '', bytes: '', colon: false };
}

/** The product token a User-agent value names, as Google extracts it ("Googlebot/2.1" → "googlebot"). */
export function productToken(value: string): string {
  if (/^\*([ \t\n\v\f\r]|$)/.test(value)) return '*';
  return asciiLower(/^[a-zA-Z_-]*/.exec(value)?.[0] ?? '');
}

export interface RobotsParse {
  groups: RobotsGroupInfo[];
  sitemapLines: SitemapLine[];
  lint: Omit<RobotsLint, 'html' | 'oversize'>;
}

const clip = (text: string): string => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

function sitemapLine(p: ParsedLine, base: string): SitemapLine {
  const absolute = /^https?:\/\//i.test(p.value);
  let url: string | null;
  try {
    url = new URL(p.value, base).href;
  } catch {
    url = null;
  }
  return { line: p.line, raw: p.value, url, relative: !absolute || url === null };
}

function nonStandardIssue(key: string, group: RobotsGroupInfo | null): string | null {
  const honouredBy = NON_STANDARD[key];
  if (honouredBy === undefined) return null;
  if (honouredBy && group && group.agents.length > 0 && group.agents.every((a) => honouredBy.test(a))) {
    return null;
  }
  return key === 'crawl-delay' || key === 'clean-param'
    ? `${key}: ignored by Google (${key === 'crawl-delay' ? 'Bing and Yandex honour it' : 'Yandex only'})`
    : `${key}: ignored by Google`;
}

/** One pass over the text crawlers read: groups, Sitemap lines and lint issues. */
export function parseRobotsTxt(text: string, base: string, bom: boolean): RobotsParse {
  const issues: RobotsLintIssue[] = [];
  let issuesTotal = 0;
  const issue = (kind: RobotsLintKind, p: ParsedLine, note: string | null = null): void => {
    issuesTotal++;
    if (issues.length < MAX_ISSUES) issues.push({ kind, line: p.line, text: clip(p.text), note });
  };
  const rawLines = robotsLines(text);
  if (bom)
    issue('bom', {
      line: 1,
      text: parseLine(rawLines[0] ?? '', 1)?.text ?? '',
      key: null,
      value: '',
      bytes: '',
      colon: false,
    });
  const groups: RobotsGroupInfo[] = [];
  const sitemapLines: SitemapLine[] = [];
  let group: RobotsGroupInfo | null = null;
  // A User-agent line after a rule starts a new group; Sitemap and other lines do not end one (RFC 9309
  // §2.2.4, robots.cc since 2021).
  let ruleSeen = false;
  let directives = 0;
  let content = 0;
  let understood = 0;

  rawLines.forEach((raw, i) => {
    const p = parseLine(raw, i + 1);
    if (!p) return;
    content++;
    if (p.key === null) return issue('no-colon', p, 'no key: value separator');
    const key = directiveKey(p.key);
    if (!key) {
      const known = EXTENSIONS.has(p.key) || NON_STANDARD[p.key] !== undefined;
      if (known) understood++;
      else return issue('unknown-directive', p, `unknown key "${p.key}"`);
      const note = nonStandardIssue(p.key, group);
      if (note) issue('unsupported-directive', p, note);
      return;
    }
    directives++;
    understood++;
    if (!p.colon) issue('no-colon', p, `read by Google as "${CANONICAL[key]}: ${p.value}"`);
    if (p.key !== key)
      issue('unknown-directive', p, `did you mean ${CANONICAL[key]}? (only Google accepts this spelling)`);
    if (key === 'user-agent') {
      if (!group || ruleSeen) groups.push((group = { agents: [], line: p.line, rules: 0 }));
      ruleSeen = false;
      const token = productToken(p.value);
      if (token && !group.agents.includes(token)) group.agents.push(token);
    } else if (key === 'sitemap') {
      if (p.value) sitemapLines.push(sitemapLine(p, base));
    } else if (!group) {
      issue('rule-before-user-agent', p);
    } else {
      group.rules++;
      ruleSeen = true;
      if (p.value !== '' && !/^[/*]/.test(p.value)) issue('bad-path', p, 'a path must start with "/"');
    }
  });
  // NUL bytes mean a binary file (an image, a gzip served without Content-Encoding).
  const unparsable = text.includes('\0') || (content > 0 && understood === 0);
  return {
    groups,
    sitemapLines,
    lint: { issues, issuesTotal, unparsable, lines: rawLines.length, directives },
  };
}
