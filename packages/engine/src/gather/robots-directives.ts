/**
 * The one parser for robots directives used by every robots check: the content of
 * <meta name="robots|googlebot|bingbot|…"> and X-Robots-Tag header values, including the
 * user-agent–scoped header form (`googlebot: noindex, nofollow`) and `unavailable_after:` dates,
 * whose RFC 822/850 forms contain commas and colons.
 */
import { headerValues, metasBy, type PageFacts } from './page-facts.js';

export interface RobotsDirective {
  /** Lower-cased name: 'noindex', 'max-snippet', 'unavailable_after', … */
  name: string;
  /** Trimmed value after the first ':' (as written), or null for a plain flag. */
  value: string | null;
  /** The directive as written, trimmed. */
  text: string;
}

export interface RobotsGroup {
  source: 'meta' | 'header';
  /** Crawler the directives address, lower case; null = every crawler (name="robots" or unscoped header). */
  agent: string | null;
  /** For meta: the name attribute as served; for headers: null. */
  metaName: string | null;
  /** The meta content or the whole header value, as served. */
  raw: string;
  line: number | null;
  directives: RobotsDirective[];
}

type AgentGroup = Pick<RobotsGroup, 'agent' | 'directives'>;

const FLAGS = new Set([
  'all', 'index', 'follow', 'noindex', 'nofollow', 'none', 'noarchive', 'nocache', 'nosnippet',
  'noimageindex', 'notranslate', 'indexifembedded', 'noodp', 'noydir', 'noyaca',
]); // prettier-ignore
const VALUED = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

/** Meta names addressed to crawlers: the generic one, and bot names (googlebot-news, bingbot, baiduspider…). */
const CRAWLER_META =
  /^(?:robots|slurp|teoma|yandex|ia_archiver|mediapartners-google|[a-z0-9_.-]*(?:bot|spider|crawler)(?:-[a-z]+)?)$/;
/** `agent:` prefix of a UA-scoped header value. */
const AGENT_PREFIX = /^\s*([a-z][a-z0-9_.-]*)\s*:(.*)$/is;

const isDirectiveName = (name: string): boolean => FLAGS.has(name) || VALUED.has(name);

function directive(text: string): RobotsDirective {
  const t = text.trim();
  const colon = t.indexOf(':');
  if (colon === -1) return { name: t.toLowerCase(), value: null, text: t };
  return { name: t.slice(0, colon).trim().toLowerCase(), value: t.slice(colon + 1).trim(), text: t };
}

/** Directives of one comma-separated segment; "noindex nofollow" (space-separated flags) is split too. */
function directivesIn(segment: string): RobotsDirective[] {
  const t = segment.trim();
  if (t === '') return [];
  const words = t.split(/\s+/);
  if (!t.includes(':') && words.length > 1 && words.every((w) => FLAGS.has(w.toLowerCase()))) {
    return words.map(directive);
  }
  return [directive(t)];
}

/** Whether a segment opens a new directive (or a new agent scope) rather than continuing a date. */
function startsDirective(segment: string, scoped: boolean): boolean {
  const first = /^\s*([^\s:]*)/.exec(segment)?.[1]?.toLowerCase() ?? '';
  return isDirectiveName(first) || (scoped && AGENT_PREFIX.test(segment));
}

/**
 * Splits a directive list into groups by agent. `scoped` (headers only) lets `name: …` with an unknown
 * name open a group for that crawler; it applies until the next agent prefix.
 */
export function parseRobots(content: string, scoped: boolean): AgentGroup[] {
  const groups: AgentGroup[] = [{ agent: null, directives: [] }];
  let last: RobotsDirective | null = null;
  for (const segment of content.split(',')) {
    // RFC 822/850 dates carry a comma after the weekday ("Wednesday, 25-Jun-2025 …"): keep appending
    // segments to unavailable_after until its value parses or a known directive follows.
    if (
      last?.name === 'unavailable_after' &&
      parseRobotsDate(last.value ?? '') === null &&
      !startsDirective(segment, scoped)
    ) {
      last.value = `${last.value ?? ''}, ${segment.trim()}`;
      last.text = `${last.text}, ${segment.trim()}`;
      continue;
    }
    let rest = segment;
    const prefix = scoped ? AGENT_PREFIX.exec(segment) : null;
    if (prefix && !isDirectiveName((prefix[1] ?? '').toLowerCase())) {
      groups.push({ agent: (prefix[1] ?? '').toLowerCase(), directives: [] });
      rest = prefix[2] ?? '';
    }
    const group = groups[groups.length - 1];
    for (const d of directivesIn(rest)) {
      group?.directives.push(d);
      last = d;
    }
  }
  return groups.filter((g) => g.directives.length > 0);
}

/** Every robots meta tag (generic and crawler-specific), one group each, in source order. */
export function metaRobotsGroups(page: Pick<PageFacts, 'metas'>): RobotsGroup[] {
  return metasBy(page, 'name')
    .filter((m) => CRAWLER_META.test((m.attrs.name ?? '').trim().toLowerCase()))
    .map((m): RobotsGroup => {
      const name = (m.attrs.name ?? '').trim().toLowerCase();
      const raw = m.attrs.content ?? '';
      const directives = parseRobots(raw, false).flatMap((g) => g.directives);
      return {
        source: 'meta',
        agent: name === 'robots' ? null : name,
        metaName: m.attrs.name ?? '',
        raw,
        line: m.line,
        directives,
      };
    });
}

export interface GenericMetaMatch {
  /** Every <meta name="robots"> (crawler-specific tags are robots-bot-specific's job). */
  generic: RobotsGroup[];
  /** The generic tags carrying one of the directives asked for. */
  matching: RobotsGroup[];
  /** The first matching directive as written ("NoIndex"), or null. */
  directive: string | null;
}

/** The generic robots meta tags that carry any of `names` (robots-meta-noindex, robots-meta-nofollow). */
export function genericMetaMatch(page: Pick<PageFacts, 'metas'>, names: readonly string[]): GenericMetaMatch {
  const generic = metaRobotsGroups(page).filter((g) => g.agent === null);
  const matching = generic.filter((g) => findDirectives(g, ...names).length > 0);
  const first = matching[0];
  return { generic, matching, directive: first ? (findDirectives(first, ...names)[0]?.text ?? null) : null };
}

/** Every X-Robots-Tag header value, split into one group per addressed agent. */
export function headerRobotsGroups(page: Pick<PageFacts, 'fetch'>): RobotsGroup[] {
  return headerValues(page, 'x-robots-tag').flatMap((raw) =>
    parseRobots(raw, true).map((g) => ({ source: 'header' as const, metaName: null, raw, line: null, ...g })),
  );
}

export function allRobotsGroups(page: Pick<PageFacts, 'metas' | 'fetch'>): RobotsGroup[] {
  return [...metaRobotsGroups(page), ...headerRobotsGroups(page)];
}

/** The crawlers whose directives decide indexing in the report: all crawlers, Google and Bing. */
export function isMajorCrawler(agent: string | null): boolean {
  return agent === null || agent === 'googlebot' || agent === 'bingbot';
}

/** Directives of the group among the given names (callers add 'none' where it implies noindex/nofollow). */
export function findDirectives(group: RobotsGroup, ...names: string[]): RobotsDirective[] {
  return group.directives.filter((d) => names.includes(d.name));
}

export const blocksIndexing = (g: RobotsGroup): boolean => findDirectives(g, 'noindex', 'none').length > 0;

/**
 * Whether one robots meta content (scoped = false) or X-Robots-Tag value (scoped = true) keeps the page
 * out of the index for a major crawler. Directives scoped to other crawlers ("otherbot: noindex") do not.
 */
export function valueBlocksIndexing(raw: string, scoped: boolean): boolean {
  return parseRobots(raw, scoped).some(
    (g) => isMajorCrawler(g.agent) && g.directives.some((d) => d.name === 'noindex' || d.name === 'none'),
  );
}

/** Indexable as far as robots directives go: no noindex/none for all crawlers, Googlebot or Bingbot. */
export function isIndexable(page: Pick<PageFacts, 'metas' | 'fetch'>): boolean {
  return !allRobotsGroups(page).some((g) => isMajorCrawler(g.agent) && blocksIndexing(g));
}

/** A max-snippet / max-video-preview limit; -1 ("no limit") and malformed values, which Google ignores, are Infinity. */
export function numericLimit(d: RobotsDirective): number {
  const v = (d.value ?? '').trim();
  return /^\d+$/.test(v) ? Number(v) : Infinity;
}

export const IMAGE_PREVIEW_LARGE = 2;
const IMAGE_PREVIEW: Record<string, number> = { none: 0, standard: 1, large: IMAGE_PREVIEW_LARGE };

/** max-image-preview as a rank (none < standard < large); unknown values are ignored, i.e. large. */
export function imagePreviewRank(d: RobotsDirective): number {
  return IMAGE_PREVIEW[(d.value ?? '').trim().toLowerCase()] ?? IMAGE_PREVIEW_LARGE;
}

/** How the group is written on the page, for messages. */
export function robotsTag(group: RobotsGroup): string {
  return group.source === 'header'
    ? `X-Robots-Tag: ${group.raw}`
    : `<meta name="${group.metaName ?? ''}" content="${group.raw}">`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** RFC 822 zones (hours from UTC). Other abbreviations (CET, IST…) are ambiguous or not RFC 822. */
const ZONES: Record<string, number> = {
  z: 0, ut: 0, utc: 0, gmt: 0, est: -5, edt: -4, cst: -6, cdt: -5, mst: -7, mdt: -6, pst: -8, pdt: -7,
}; // prettier-ignore
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
/** RFC 822/1123 ("Wed, 25 Jun 2010 15:00:00 PST") and RFC 850 ("Wednesday, 25-Jun-10 15:00:00 EST"). */
const RFC =
  /^(?:[a-z]+,?\s*)?(\d{1,2})[\s-]+([a-z]{3})[a-z]*[\s-]+(\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s*([a-z]{1,3}|[+-]\d{4}))?$/i;

function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return 0;
  const named = ZONES[zone.toLowerCase()];
  if (named !== undefined) return named * 60;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Epoch milliseconds of [year, month (1-based), day, hour, minute, second] at a zone offset; null if impossible. */
function utc(fields: readonly number[], offset: number): number | null {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = fields;
  const t = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(t);
  // Date.UTC rolls 31 Feb over to March: reject instead of guessing.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 60) return null;
  return t - offset * 60_000;
}

/**
 * Milliseconds since the epoch of an unavailable_after (or HTTP Date) value, or null when unparsable.
 * Explicit instead of Date.parse: Date.parse reads zone-less values in the machine's local time, which
 * would make a check's verdict depend on the server. Zone-less values are taken as UTC.
 */
export function parseRobotsDate(text: string): number | null {
  const t = text.trim();
  const iso = ISO.exec(t);
  if (iso) {
    const offset = offsetMinutes(iso[7]);
    if (offset === null) return null;
    return utc(
      [1, 2, 3, 4, 5, 6].map((i) => Number(iso[i] ?? 0)),
      offset,
    );
  }
  const rfc = RFC.exec(t);
  if (!rfc) return null;
  const month = MONTHS.indexOf((rfc[2] ?? '').toLowerCase());
  const offset = offsetMinutes(rfc[7]);
  if (month === -1 || offset === null) return null;
  const year2 = rfc[3] ?? '';
  // RFC 2822 §4.3: two-digit years 00–49 are 20xx, 50–99 are 19xx.
  const year = year2.length === 2 ? (Number(year2) < 50 ? 2000 : 1900) + Number(year2) : Number(year2);
  const time = [4, 5, 6].map((i) => Number(rfc[i] ?? 0));
  return utc([year, month + 1, Number(rfc[1]), ...time], offset);
}
