/**
 * Robots.txt verdicts for the report and the crawler: which file governs a URL, how its fetch status
 * decides (RFC 9309 §2.3.1), and the rule that decided, all from the one matcher of robots-txt-rules.ts.
 */
import {
  compileRobots,
  crawlDelayOf,
  groupsFor,
  robotsVerdict,
  type RobotsRuleGroup,
} from './robots-txt-rules.js';
import type { RobotsFile, RobotsTxtFacts } from './robots-txt-types.js';

/** Compiled once per file: a crawl may ask about hundreds of URLs. */
const compiled = new WeakMap<RobotsFile, RobotsRuleGroup[]>();

function groupsOf(file: RobotsFile): RobotsRuleGroup[] {
  let groups = compiled.get(file);
  if (!groups) {
    groups = compileRobots(file.text ?? '');
    compiled.set(file, groups);
  }
  return groups;
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

/** Which groups of the file a crawler's product token selects (RFC 9309 §2.2.1). */
export function groupFor(file: RobotsFile, agent: string): 'own' | '*' | null {
  return groupsFor(groupsOf(file), agent).which;
}

/** The robots.txt among the facts that governs the URL's origin, if it was fetched. */
export function robotsFileFor(facts: RobotsTxtFacts, url: string): RobotsFile | null {
  if (sameOrigin(facts.url, url)) return facts;
  return facts.resourceOrigins.find((f) => sameOrigin(f.url, url)) ?? null;
}

/** The verdict of one file for a URL of its origin, with the rule and group behind it. */
export function fileMatch(file: RobotsFile, url: string, agent: string): RobotsMatch {
  const none = { line: null, group: null };
  if (file.policy === 'allow-all') return { allowed: true, file, ...none };
  if (file.policy !== 'rules') return { allowed: null, file, ...none };
  // RFC 9309 §2.2.2: /robots.txt itself is always allowed.
  if (new URL(url).pathname === '/robots.txt') return { allowed: true, file, ...none };
  return { file, ...robotsVerdict(groupsOf(file), agent, url) };
}

/** The verdict for one URL and crawler, with the rule and group behind it. */
export function robotsMatch(facts: RobotsTxtFacts, url: string, agent: string): RobotsMatch {
  const file = robotsFileFor(facts, url);
  return file ? fileMatch(file, url, agent) : { allowed: null, file: null, line: null, group: null };
}

/** Crawl-delay the file asks of the crawler, in seconds, or null (only 'rules' files have one). */
export function crawlDelayFor(file: RobotsFile, agent: string): number | null {
  return file.policy === 'rules' ? crawlDelayOf(groupsOf(file), agent) : null;
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
