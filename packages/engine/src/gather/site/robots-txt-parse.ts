/**
 * Line-by-line reading of robots.txt the way Google's open-source parser (google/robotstxt, robots.cc)
 * reads it: comments cut at '#', key and value split at the first ':' (or at the only run of whitespace),
 * keys matched by prefix with a few frequent typos accepted, product tokens cut at the first character
 * outside [a-zA-Z_-], and a run of User-agent lines ended by any other key. From that one pass come the
 * lint (robots-txt-valid), the groups, the Sitemap lines, and the normalised rules that robots-parser
 * matches against (see normaliseRules for what robots-parser alone would read differently).
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

export interface ParsedLine {
  line: number;
  /** Trimmed line without its comment. */
  text: string;
  /** Lower-cased key as written, or null when the line has no key/value separator. */
  key: string | null;
  value: string;
  colon: boolean;
}

/** Splits a line as robots.cc does; null for blank and comment-only lines. */
export function parseLine(raw: string, line: number): ParsedLine | null {
  const hash = raw.indexOf('#');
  const text = (hash === -1 ? raw : raw.slice(0, hash)).trim();
  if (text === '') return null;
  const colon = text.indexOf(':');
  if (colon !== -1) {
    const key = text.slice(0, colon).trim().toLowerCase();
    return { line, text, key, value: text.slice(colon + 1).trim(), colon: true };
  }
  // Google's quirk: "Disallow /x" is read as a key and a value when there are exactly two words.
  const words = text.split(/\s+/);
  if (words.length === 2) return { line, text, key: words[0]!.toLowerCase(), value: words[1]!, colon: false };
  return { line, text, key: null, value: '', colon: false };
}

/** The product token a User-agent value names, as Google extracts it ("Googlebot/2.1" → "googlebot"). */
export function productToken(value: string): string {
  if (/^\*(\s|$)/.test(value)) return '*';
  return (/^[a-zA-Z_-]*/.exec(value)?.[0] ?? '').toLowerCase();
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
  const rawLines = text.split(/\r\n|\r|\n/);
  if (bom) issue('bom', { line: 1, text: rawLines[0]?.trim() ?? '', key: null, value: '', colon: false });
  const groups: RobotsGroupInfo[] = [];
  const sitemapLines: SitemapLine[] = [];
  let group: RobotsGroupInfo | null = null;
  let lastWasAgent = false;
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
      lastWasAgent = false;
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
    const wasAgent = lastWasAgent;
    lastWasAgent = key === 'user-agent';
    if (key === 'user-agent') {
      // Any other key: value line (Sitemap, Crawl-delay…) ends a run of User-agent lines, as in robots.cc.
      if (!group || !wasAgent) groups.push((group = { agents: [], line: p.line, rules: 0 }));
      const token = productToken(p.value);
      if (token && !group.agents.includes(token)) group.agents.push(token);
    } else if (key === 'sitemap') {
      if (p.value) sitemapLines.push(sitemapLine(p, base));
    } else if (!group) {
      issue('rule-before-user-agent', p);
    } else {
      group.rules++;
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

/**
 * The rules as robots-parser should see them: one canonical "key: value" per User-agent/Allow/Disallow
 * line (product tokens, Google's spellings), other lines blanked so line numbers stay those of the file.
 * A run of User-agent lines that ends without a rule (at a Sitemap or unknown line, or at the end) gets
 * an empty Disallow: Google gives those crawlers an empty group of their own (everything allowed), where
 * robots-parser alone would fall back to '*'.
 */
export function normaliseRules(text: string): string {
  let lastIsAgent = false;
  const out = text.split(/\r\n|\r|\n/).map((raw, i) => {
    const p = parseLine(raw, i + 1);
    if (!p?.key) return '';
    const key = directiveKey(p.key);
    const closesAgents = lastIsAgent;
    lastIsAgent = key === 'user-agent';
    if (key === 'user-agent') return `user-agent: ${productToken(p.value)}`;
    if (key === 'allow' || key === 'disallow') return `${key}: ${p.value}`;
    return closesAgents ? 'disallow:' : '';
  });
  return `${out.join('\n')}${lastIsAgent ? '\ndisallow:' : ''}`;
}
