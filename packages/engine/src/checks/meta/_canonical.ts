/** Check-side canonical helpers (item notes, the probe target's noindex); the model is gather/canonical.ts. */
import type { ProbedPage } from '../../artifact.js';
import type { CanonicalCandidate, CanonicalProblem } from '../../gather/canonical.js';
import { valueBlocksIndexing } from '../../gather/robots-directives.js';

export {
  canonicalCandidates,
  effectiveCandidates,
  effectiveCanonical,
  isHonoured,
  type CanonicalCandidate,
  type CanonicalProblem,
} from '../../gather/canonical.js';

/**
 * The probed target's directives that keep it out of the index, as served ("robots meta: noindex").
 * Parsed by the robots checks' own parser, so "indexable" means the same here as in robots-meta-noindex.
 */
export function noindexDirectives(page: ProbedPage): string[] {
  return [
    // The probe keeps only robots/googlebot meta contents: both address a major crawler.
    ...page.robotsMeta
      .filter((raw) => valueBlocksIndexing(raw, false))
      .map((raw) => `robots meta: ${raw.trim()}`),
    ...page.xRobotsTag
      .filter((raw) => valueBlocksIndexing(raw, true))
      .map((raw) => `X-Robots-Tag: ${raw.trim()}`),
  ];
}

const PROBLEM_NOTES: Record<CanonicalProblem, string> = {
  empty: 'empty href',
  fragmentOnly: 'fragment only',
  unparsable: 'not a valid URL',
  scheme: 'not http(s)',
  relative: 'relative',
  fragment: 'has a #fragment',
};

/** A short, non-localised fact for an item note: where the value was declared and what is wrong with it. */
export function candidateNote(c: CanonicalCandidate): string {
  const where = c.source === 'header' ? 'Link header' : `<${c.source}>`;
  return c.problem === null ? where : `${where}, ${PROBLEM_NOTES[c.problem]}`;
}

/** An item for a declaration: the value as written ('(empty)' when there is none), with its line. */
export function candidateItem(c: CanonicalCandidate): { value: string; note: string; line: number | null } {
  return { value: c.href || '(empty)', note: candidateNote(c), line: c.line };
}

/**
 * A canonical naming the same path and query on another host: the page is a copy of that one (a preview,
 * staging or saved copy). Not the www and bare forms of one host: which of them is canonical is a finding.
 */
export function isPreviewOf(here: URL, target: URL): boolean {
  const bare = (u: URL): string => u.host.replace(/^www\./, '');
  if (bare(target) === bare(here) || nonProduction(target.hostname)) return false;
  return target.pathname === here.pathname && target.search === here.search;
}

/**
 * A host that is no production site: a staging, preview, dev or test name, a reserved test domain
 * (.invalid, .test, .example, .localhost, .local) or a local address. A canonical naming one is the
 * opposite mistake (production pointing at staging) and stays a finding.
 */
function nonProduction(host: string): boolean {
  return (
    /(^|[.-])(staging|stage|preview|dev|test|qa|uat)([.-]|$)/i.test(host) ||
    /\.(invalid|test|example|localhost|local)$/i.test(host) ||
    /^(localhost|\[.*\]|[\d.]+)$/i.test(host)
  );
}
