/**
 * The engine's one robots.txt matcher, used by the report's checks and by the crawler alike, with the
 * semantics of RFC 9309 and of Google's open-source parser (google/robotstxt, robots.cc), which
 * robots-txt-google.test.ts holds it to:
 * - a group is the User-agent lines before its rules; only a User-agent line after a rule starts the next
 *   one (Sitemap and unknown lines end nothing); groups naming the same crawler are merged;
 * - the crawler's own groups apply when any User-agent line names it (even with no rules), else the '*'
 *   groups, else nothing;
 * - the longest matching pattern wins, Allow on a tie; an empty pattern matches but decides nothing;
 * - `*` matches any run of characters, `$` anchors only at the end; paths compare %-escaped, bytes beyond
 *   ASCII escaped and escapes upper-cased, case-sensitive;
 * - Google's own rule: an Allow ending in /index.htm(l) also allows its directory URL ("/dir/" exactly).
 */
import { directiveKey, parseLine, productToken, robotsLines } from './robots-txt-parse.js';

export interface RobotsRule {
  allow: boolean;
  /** The path pattern, %-escaped as it is compared. */
  pattern: string;
  /** For an Allow ending in /index.htm…: the directory pattern ("/dir/$") it also allows. */
  directory: string | null;
  /** pattern and directory, split for matching. */
  compiled: CompiledPattern;
  compiledDirectory: CompiledPattern | null;
  /** 1-based line in the file. */
  line: number;
}

export interface RobotsRuleGroup {
  /** Product tokens, lower case ('*' for the wildcard). */
  agents: string[];
  rules: RobotsRule[];
  /** The group's first Crawl-delay in seconds (Google ignores it; Bing, Yandex and our crawler honour it). */
  crawlDelay: number | null;
}

export interface RobotsVerdict {
  allowed: boolean;
  /** Line of the deciding rule; null when no rule with a non-empty pattern matched. */
  line: number | null;
  /** The groups applied: the crawler's own, the '*' ones, or none. */
  group: 'own' | '*' | null;
}

/**
 * A rule's path as Google compares it: bytes beyond ASCII %-escaped, existing escapes upper-cased
 * ("/café" → "/caf%C3%A9", "%aa" → "%AA"); other characters, reserved ones included, stay as written.
 * `bytes` is a byte string (one character per UTF-8 byte); plain ASCII text reads the same.
 */
export function escapePattern(bytes: string): string {
  return bytes.replace(/%[0-9a-fA-F]{2}|[\u0080-\u00ff]/g, (m) =>
    m.length === 3 ? m.toUpperCase() : `%${m.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The part of a URL rules are matched against: path and query, without the fragment. */
export function robotsPath(url: string | URL): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  return `${u.pathname || '/'}${u.search}`;
}

/** A pattern split once at its `*`s, and whether a final `$` anchors it. */
export interface CompiledPattern {
  parts: string[];
  anchored: boolean;
}

function compilePattern(pattern: string): CompiledPattern {
  const anchored = pattern.endsWith('$');
  return { parts: (anchored ? pattern.slice(0, -1) : pattern).split('*'), anchored };
}

/**
 * Whether the pattern matches the start of the path. Segments between `*` are found leftmost-first, which
 * is exact for `*`-only globs and linear-ish in the worst case (no regular expression to backtrack).
 */
function matchesCompiled(path: string, { parts, anchored }: CompiledPattern): boolean {
  const head = parts[0] ?? '';
  if (!path.startsWith(head)) return false;
  if (parts.length === 1) return !anchored || path.length === head.length;
  let pos = head.length;
  const last = parts.length - 1;
  for (let i = 1; i < last; i++) {
    const part = parts[i] ?? '';
    const at = path.indexOf(part, pos);
    if (at === -1) return false;
    pos = at + part.length;
  }
  const tail = parts[last] ?? '';
  return anchored ? path.length - tail.length >= pos && path.endsWith(tail) : path.includes(tail, pos);
}

export const patternMatches = (path: string, pattern: string): boolean =>
  matchesCompiled(path, compilePattern(pattern));

/** Google's reading of an Allow ending in "/index.htm…": the directory itself, exactly. */
function directoryOf(pattern: string): string | null {
  const slash = pattern.lastIndexOf('/');
  return slash !== -1 && pattern.startsWith('/index.htm', slash) ? `${pattern.slice(0, slash + 1)}$` : null;
}

/** The groups of a robots.txt with their rules, formed as robots.cc forms them. */
export function compileRobots(text: string): RobotsRuleGroup[] {
  const groups: RobotsRuleGroup[] = [];
  let group: RobotsRuleGroup | null = null;
  let ruleSeen = false;
  robotsLines(text).forEach((raw, i) => {
    const p = parseLine(raw, i + 1);
    if (!p?.key) return;
    const key = directiveKey(p.key);
    if (key === 'user-agent') {
      if (!group || ruleSeen) groups.push((group = { agents: [], rules: [], crawlDelay: null }));
      ruleSeen = false;
      const token = productToken(p.value);
      if (token && !group.agents.includes(token)) group.agents.push(token);
    } else if ((key === 'allow' || key === 'disallow') && group) {
      ruleSeen = true;
      const pattern = escapePattern(p.bytes);
      const directory = key === 'allow' ? directoryOf(pattern) : null;
      group.rules.push({
        allow: key === 'allow',
        pattern,
        directory,
        compiled: compilePattern(pattern),
        compiledDirectory: directory === null ? null : compilePattern(directory),
        line: p.line,
      });
    } else if (p.key === 'crawl-delay' && group && group.crawlDelay === null) {
      const seconds = Number(p.value);
      if (p.value !== '' && Number.isFinite(seconds) && seconds >= 0) group.crawlDelay = seconds;
    }
  });
  return groups;
}

/**
 * The groups that apply to a crawler. Its name is compared as given, case-insensitively, with the product
 * tokens of the file, so pass a product token ("Googlebot", not "Googlebot/2.1" or "Googlebot Images").
 */
export function groupsFor(
  groups: readonly RobotsRuleGroup[],
  agent: string,
): { which: 'own' | '*' | null; groups: RobotsRuleGroup[] } {
  const name = agent.toLowerCase();
  const own = groups.filter((g) => g.agents.includes(name));
  if (own.length > 0) return { which: 'own', groups: own };
  const star = groups.filter((g) => g.agents.includes('*'));
  return { which: star.length > 0 ? '*' : null, groups: star };
}

/** Priority of a rule for the path: the matched pattern's length, -1 when it does not match. */
function priority(rule: RobotsRule, path: string): number {
  if (matchesCompiled(path, rule.compiled)) return rule.pattern.length;
  const dir = rule.compiledDirectory;
  return dir !== null && rule.directory !== null && matchesCompiled(path, dir) ? rule.directory.length : -1;
}

/** The verdict for one crawler and URL (robots.txt itself is the caller's business: RFC 9309 §2.2.2). */
export function robotsVerdict(groups: readonly RobotsRuleGroup[], agent: string, url: string): RobotsVerdict {
  const applied = groupsFor(groups, agent);
  const path = robotsPath(url);
  let allow = { priority: -1, line: 0 };
  let disallow = { priority: -1, line: 0 };
  for (const g of applied.groups) {
    for (const rule of g.rules) {
      const p = priority(rule, path);
      const best = rule.allow ? allow : disallow;
      // The first rule of the highest priority keeps its line, as in robots.cc.
      if (p > best.priority) {
        if (rule.allow) allow = { priority: p, line: rule.line };
        else disallow = { priority: p, line: rule.line };
      }
    }
  }
  if (disallow.priority > 0 && disallow.priority > allow.priority) {
    return { allowed: false, line: disallow.line, group: applied.which };
  }
  return { allowed: true, line: allow.priority > 0 ? allow.line : null, group: applied.which };
}

/** Crawl-delay for the crawler in seconds: its own groups', else the '*' groups'; null when none. */
export function crawlDelayOf(groups: readonly RobotsRuleGroup[], agent: string): number | null {
  return groupsFor(groups, agent).groups.find((g) => g.crawlDelay !== null)?.crawlDelay ?? null;
}
