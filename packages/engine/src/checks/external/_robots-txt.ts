/**
 * Shared by the robots.txt and llms.txt checks: reaching the facts (and saying why they are missing),
 * describing a response in a few characters, and quoting a rule of the file by its line.
 */
import type { PageArtifact } from '../../artifact.js';
import type { FetchSummary, RobotsFile, RobotsTxtFacts } from '../../gather/site/robots-txt.js';
import type { Lang } from '../../i18n/lang.js';
import { notApplicable, type CheckItem, type CheckOutcome } from '../types.js';

export type FactsOrNa = { facts: RobotsTxtFacts; na?: undefined } | { facts?: undefined; na: CheckOutcome };

/** The robots-txt facts, or the n/a outcome when the site phase did not run or the area failed. */
export function robotsTxtFacts(page: Pick<PageArtifact, 'site'>): FactsOrNa {
  const site = page.site;
  if (!site) return { na: notApplicable('noSite') };
  if (!site.robotsTxt) {
    const reason = site.failed.find((f) => f.area === 'robotsTxt')?.reason ?? 'not gathered';
    return { na: notApplicable('noFacts', { reason }) };
  }
  return { facts: site.robotsTxt };
}

/** The n/a strings every check of the area carries (spread into its strings). */
export const NA_STRINGS: Record<Lang, { noSite: string; noFacts: string }> = {
  en: {
    noSite: 'Not checked: the site-level requests (robots.txt, llms.txt) did not run in this audit.',
    noFacts: 'Not checked: robots.txt and llms.txt could not be gathered ({reason}).',
  },
  es: {
    noSite:
      'No comprobado: las peticiones a nivel de sitio (robots.txt, llms.txt) no se ejecutaron en esta auditoría.',
    noFacts: 'No comprobado: no se pudieron obtener robots.txt ni llms.txt ({reason}).',
  },
  fr: {
    noSite:
      'Non vérifié : les requêtes au niveau du site (robots.txt, llms.txt) n’ont pas été faites lors de cet audit.',
    noFacts: 'Non vérifié : robots.txt et llms.txt n’ont pas pu être récupérés ({reason}).',
  },
};

/** What a request answered, in a few characters: "404", "TIMEOUT", "301 → https://x/robots.txt (200)". */
export function statusFact(f: FetchSummary): string {
  if (f.status === null) return f.error ?? 'NO_RESPONSE';
  if (f.redirects.length === 0) return String(f.status);
  return `${f.redirects.map((h) => String(h.status)).join(' → ')} → ${f.finalUrl} (${f.status})`;
}

/** Budget skips and requests Rankscope refused say nothing about the site. */
export function notAsked(f: FetchSummary): boolean {
  return (
    f.status === null &&
    ((f.errorMessage ?? '').startsWith('skipped:') ||
      ['BLOCKED_TARGET', 'INVALID_URL', 'UNSUPPORTED_SCHEME'].includes(f.error ?? ''))
  );
}

/** The redirect hops of a response as items (value: the URL that redirected; note: status → Location). */
export function hopItems(f: FetchSummary): CheckItem[] {
  return f.redirects.map((h) => ({ value: h.url, note: `${h.status} → ${h.location ?? ''}` }));
}

/** Line `line` of the file as written, comment removed ("Disallow: /private"). */
export function ruleAt(file: RobotsFile, line: number | null): string {
  if (line === null || file.text === null) return '';
  const raw = file.text.split(/\r\n|\r|\n/)[line - 1] ?? '';
  const hash = raw.indexOf('#');
  return (hash === -1 ? raw : raw.slice(0, hash)).trim();
}

/** Size in KiB with one decimal, as messages show it. */
export const kib = (bytes: number): number => Math.round(bytes / 102.4) / 10;
