/** Comparing the mobile and desktop versions of a page the way mobile-first indexing sees them. */
import type { ParityFacts } from '../../gather/site/server.js';
import { clip, percent } from '../format.js';
import { isMajorCrawler, parseRobots } from '../../gather/robots-directives.js';
import { sameUrl } from '../../gather/urls.js';

export type ParityField =
  | 'status'
  | 'noindexMobile'
  | 'noindexDesktop'
  | 'canonical'
  | 'titleTag'
  | 'directives'
  | 'structuredData'
  | 'wordCount';

export interface ParityDiff {
  field: ParityField;
  /** Status, noindex and canonical decide what gets indexed at all: the catalogue's critical band. */
  critical: boolean;
  /** Short facts of each side, for messages and item notes. */
  desktop: string;
  mobile: string;
}

/** Word counts may differ by this share of the desktop count (catalogue: ± 30 %). */
export const WORD_TOLERANCE_PERCENT = 30;

const NONE = '—';

/** Robots directives for all crawlers, Googlebot or Bingbot, normalised ("max-snippet:50"), sorted. */
export function robotsDirectives(f: ParityFacts): string[] {
  const groups = [
    ...f.robotsMeta.flatMap((raw) => parseRobots(raw, false)),
    ...f.xRobotsTag.flatMap((raw) => parseRobots(raw, true)),
  ].filter((g) => isMajorCrawler(g.agent));
  const texts = groups.flatMap((g) => g.directives.map((d) => d.text.toLowerCase().replace(/\s+/g, '')));
  return [...new Set(texts)].sort();
}

const blocksIndexing = (directives: string[]): boolean =>
  directives.some((d) => d === 'noindex' || d === 'none');

/** The URL a version asks to be indexed under: its canonical, else itself. */
const effectiveCanonical = (f: ParityFacts): string => f.canonical ?? f.finalUrl;

/** Word-count change of mobile against desktop in percent (one decimal); 0 when both are empty. */
export function wordChange(desktop: number, mobile: number): number {
  if (desktop === 0) return mobile === 0 ? 0 : 100;
  return percent(Math.abs(mobile - desktop), desktop);
}

/** Every difference, critical ones first. */
export function compareVersions(desktop: ParityFacts, mobile: ParityFacts): ParityDiff[] {
  const diffs: ParityDiff[] = [];
  const add = (field: ParityField, critical: boolean, d: string, m: string): void => {
    diffs.push({ field, critical, desktop: d, mobile: m });
  };
  if (desktop.status !== mobile.status) add('status', true, String(desktop.status), String(mobile.status));
  const dRobots = robotsDirectives(desktop);
  const mRobots = robotsDirectives(mobile);
  const list = (d: string[]): string => (d.length ? d.join(', ') : NONE);
  if (blocksIndexing(dRobots) !== blocksIndexing(mRobots)) {
    const field = blocksIndexing(mRobots) ? 'noindexMobile' : 'noindexDesktop';
    add(field, true, list(dRobots), list(mRobots));
  } else if (list(dRobots) !== list(mRobots)) add('directives', false, list(dRobots), list(mRobots));
  const dCanonical = effectiveCanonical(desktop);
  const mCanonical = effectiveCanonical(mobile);
  if (!sameUrl(dCanonical, mCanonical)) add('canonical', true, dCanonical, mCanonical);
  if ((desktop.title ?? '') !== (mobile.title ?? '')) {
    add('titleTag', false, clip(desktop.title ?? NONE), clip(mobile.title ?? NONE));
  }
  const dTypes = list(desktop.structuredDataTypes);
  const mTypes = list(mobile.structuredDataTypes);
  if (dTypes !== mTypes) add('structuredData', false, dTypes, mTypes);
  if (wordChange(desktop.wordCount, mobile.wordCount) > WORD_TOLERANCE_PERCENT) {
    add('wordCount', false, String(desktop.wordCount), String(mobile.wordCount));
  }
  return diffs.sort((a, b) => Number(b.critical) - Number(a.critical));
}

/** Item labels: the thing that differs, as a reader would name it. */
export const FIELD_LABEL: Record<ParityField, string> = {
  status: 'HTTP status',
  noindexMobile: 'robots directives (noindex on mobile)',
  noindexDesktop: 'robots directives (noindex on desktop)',
  canonical: 'canonical URL',
  titleTag: '<title>',
  directives: 'robots directives',
  structuredData: 'structured data @types',
  wordCount: 'word count',
};
