/**
 * The SEO signals of two audits compared exactly (report.signals): status, indexability and its causes,
 * canonical, title, description, h1, hreflang, JSON-LD types, sitemap listing, link and word counts. Each
 * change gets a severity: critical and recommended ones are regressions; info is a change, not a problem.
 */
import type { Report, ReportSignals } from '../report/index.js';
import type { SignalChange, SignalId } from './types.js';

/**
 * URLs of either audited origin are read as paths, so a preview deployment audited against production
 * compares its self-canonical ("/pricing") with production's, and only a canonical naming a third host
 * reads as a host change.
 */
export function urlLocaliser(origins: readonly string[]): (url: string) => string {
  return (url) => {
    for (const origin of origins) {
      if (url === origin) return '/';
      if (url.startsWith(`${origin}/`) || url.startsWith(`${origin}?`)) return url.slice(origin.length);
    }
    return url;
  };
}

function hostOf(url: string): string | null {
  if (url.startsWith('/')) return '';
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function percent(a: number, b: number): number {
  return a === 0 ? (b === 0 ? 0 : 100) : Math.round(((b - a) / a) * 100);
}

function listChange(signal: SignalId, a: string[], b: string[]): SignalChange | null {
  const before = new Set(a);
  const after = new Set(b);
  const added = b.filter((x) => !before.has(x));
  const removed = a.filter((x) => !after.has(x));
  if (added.length === 0 && removed.length === 0) return null;
  return { signal, old: a, new: b, severity: removed.length > 0 ? 'recommended' : 'info', added, removed };
}

/** A count: reported from a 10 % move; a fall by half or more is a regression (thin page, lost links). */
function countChange(signal: SignalId, a: number, b: number): SignalChange | null {
  const p = percent(a, b);
  if (a === b || Math.abs(p) < 10) return null;
  return { signal, old: a, new: b, percent: p, severity: p <= -50 ? 'recommended' : 'info' };
}

function textChange(
  signal: SignalId,
  a: string | null,
  b: string | null,
  lost: SignalChange['severity'],
): SignalChange | null {
  if (a === b) return null;
  return {
    signal,
    old: a,
    new: b,
    severity: a !== null && a !== '' && (b === null || b === '') ? lost : 'info',
  };
}

function canonicalChange(a: string | null, b: string | null): SignalChange | null {
  if (a === b) return null;
  if (a === null || b === null)
    return { signal: 'canonical', old: a, new: b, severity: b === null ? 'recommended' : 'info' };
  const hostChanged = hostOf(a) !== hostOf(b);
  return {
    signal: 'canonical',
    old: a,
    new: b,
    severity: hostChanged ? 'critical' : 'recommended',
    hostChanged,
  };
}

export function diffSignals(
  oldReport: Report,
  newReport: Report,
  a: ReportSignals,
  b: ReportSignals,
): SignalChange[] {
  const origins = [
    ...new Set(
      [oldReport.finalUrl, newReport.finalUrl, oldReport.url, newReport.url].map((u) => new URL(u).origin),
    ),
  ];
  const local = urlLocaliser(origins);
  const ok = (s: number): boolean => s >= 200 && s < 300;
  const indexFlip = a.indexable !== b.indexable;
  const out: Array<SignalChange | null> = [];
  if (a.status !== b.status) {
    out.push({
      signal: 'status',
      old: a.status,
      new: b.status,
      severity: ok(a.status) && !ok(b.status) ? 'critical' : 'info',
    });
  }
  const finalA = local(oldReport.finalUrl);
  const finalB = local(newReport.finalUrl);
  if (finalA !== finalB) out.push({ signal: 'finalUrl', old: finalA, new: finalB, severity: 'recommended' });
  if (indexFlip)
    out.push({
      signal: 'indexable',
      old: a.indexable,
      new: b.indexable,
      severity: b.indexable ? 'info' : 'critical',
    });
  // The causes are listed too; when indexability flipped with them, the flip is the regression counted.
  const noindex = listChange('noindex', a.noindex, b.noindex);
  if (noindex)
    out.push({ ...noindex, severity: indexFlip || noindex.added?.length === 0 ? 'info' : 'recommended' });
  if (
    a.robotsTxtAllowed !== null &&
    b.robotsTxtAllowed !== null &&
    a.robotsTxtAllowed !== b.robotsTxtAllowed
  ) {
    const lost = !b.robotsTxtAllowed && !indexFlip;
    out.push({
      signal: 'robotsTxt',
      old: a.robotsTxtAllowed,
      new: b.robotsTxtAllowed,
      severity: lost ? 'critical' : 'info',
    });
  }
  out.push(
    canonicalChange(
      a.canonical === null ? null : local(a.canonical),
      b.canonical === null ? null : local(b.canonical),
    ),
  );
  out.push(textChange('title', a.title, b.title, 'critical'));
  out.push(textChange('description', a.description, b.description, 'recommended'));
  const h1 = listChange('h1', a.h1, b.h1);
  if (h1) out.push({ ...h1, severity: a.h1.length > 0 && b.h1.length === 0 ? 'recommended' : 'info' });
  // "lang url" pairs: the URL part is localised.
  const pair = (x: string): string => {
    const at = x.indexOf(' ');
    return at < 0 ? x : `${x.slice(0, at)} ${local(x.slice(at + 1))}`;
  };
  out.push(listChange('hreflang', a.hreflang.map(pair), b.hreflang.map(pair)));
  out.push(listChange('jsonLdTypes', a.jsonLdTypes, b.jsonLdTypes));
  if (a.inSitemap !== null && b.inSitemap !== null && a.inSitemap !== b.inSitemap) {
    out.push({
      signal: 'inSitemap',
      old: a.inSitemap,
      new: b.inSitemap,
      severity: b.inSitemap ? 'info' : 'recommended',
    });
  }
  out.push(countChange('internalLinks', a.internalLinks, b.internalLinks));
  out.push(countChange('externalLinks', a.externalLinks, b.externalLinks));
  out.push(countChange('wordCount', a.wordCount, b.wordCount));
  const rank = { critical: 0, recommended: 1, info: 2 } as const;
  return out.filter((c): c is SignalChange => c !== null).sort((x, y) => rank[x.severity] - rank[y.severity]);
}
