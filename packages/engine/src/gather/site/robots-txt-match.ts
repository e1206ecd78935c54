/**
 * Matching URLs against a robots.txt with robots-parser (longest match, Allow wins ties, `*` and `$`,
 * groups merged per product token, `*` only when no group names the crawler), fed the normalised rules of
 * robots-txt-parse.ts so groups are formed as RFC 9309 and Google form them.
 */
import robotsParserImport from 'robots-parser';
import { normaliseRules, productToken } from './robots-txt-parse.js';
import type { RobotsFile, RobotsTxtFacts } from './robots-txt-types.js';

interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
}
type RobotsParser = (url: string, contents: string) => Robot;
// CommonJS interop: Node and bundlers hand over module.exports (the function) as the default import,
// while TypeScript's NodeNext view of the package's typings is the namespace holding `default`.
const interop = robotsParserImport as unknown as RobotsParser | { default: RobotsParser };
const robotsParser: RobotsParser = typeof interop === 'function' ? interop : interop.default;

/** Parsed once per file: a crawl may ask about hundreds of URLs. */
const parsed = new WeakMap<RobotsFile, Robot>();

function robotOf(file: RobotsFile): Robot {
  let robot = parsed.get(file);
  if (!robot) {
    robot = robotsParser(file.url, normaliseRules(file.text ?? ''));
    parsed.set(file, robot);
  }
  return robot;
}

export interface RobotsMatch {
  /** null when the robots.txt could not be read (policy 'disallow-all' or 'unknown') or governs another origin. */
  allowed: boolean | null;
  /** The file that decided, when one did. */
  file: RobotsFile | null;
  /** 1-based line of the deciding Allow/Disallow rule; null when no rule matched. */
  line: number | null;
  /** The group applied: the crawler's own, the '*' group, or none (everything allowed). */
  group: 'own' | '*' | null;
}

const sameOrigin = (a: string, b: string): boolean => {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/** Which group of the file a crawler's product token selects (RFC 9309 §2.2.1). */
export function groupFor(file: RobotsFile, agent: string): 'own' | '*' | null {
  const token = productToken(agent);
  if (file.groups.some((g) => g.agents.includes(token))) return 'own';
  return file.groups.some((g) => g.agents.includes('*')) ? '*' : null;
}

/** The robots.txt among the facts that governs the URL's origin, if it was fetched. */
export function robotsFileFor(facts: RobotsTxtFacts, url: string): RobotsFile | null {
  if (sameOrigin(facts.url, url)) return facts;
  return facts.resourceOrigins.find((f) => sameOrigin(f.url, url)) ?? null;
}

/** The verdict for one URL and crawler, with the rule and group behind it. */
export function robotsMatch(facts: RobotsTxtFacts, url: string, agent: string): RobotsMatch {
  const file = robotsFileFor(facts, url);
  const none = { line: null, group: null };
  if (!file) return { allowed: null, file: null, ...none };
  if (file.policy === 'allow-all') return { allowed: true, file, ...none };
  if (file.policy !== 'rules') return { allowed: null, file, ...none };
  // RFC 9309 §2.2.2: /robots.txt itself is always allowed.
  if (new URL(url).pathname === '/robots.txt') return { allowed: true, file, ...none };
  const robot = robotOf(file);
  // Both sides as product tokens, so "Googlebot/2.1" and a digit-bearing name match as Google matches.
  const token = productToken(agent);
  const allowed = robot.isAllowed(url, token);
  if (allowed === undefined) return { allowed: null, file: null, ...none };
  const line = robot.getMatchingLineNumber(url, token);
  return { allowed, file, line: line > 0 ? line : null, group: groupFor(file, agent) };
}

/**
 * Whether `agent` may crawl `url` under the robots.txt of its origin: the audited origin's, or a
 * same-site resource origin's. A 4xx robots.txt allows everything; null when the file could not be read
 * (5xx, 429, no response — crawlers then assume everything is disallowed, see facts.policy), was not
 * requested, or the URL is on an origin whose robots.txt was not fetched.
 */
export function isAllowedBy(facts: RobotsTxtFacts, url: string, agent: string): boolean | null {
  return robotsMatch(facts, url, agent).allowed;
}
