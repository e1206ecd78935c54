/**
 * Reading the server gatherer's facts (page.site.server) the same way in the delivery checks: ttfb,
 * compression, http-version, static-cache and mobile-desktop-parity.
 */
import type { PageArtifact } from '../../artifact.js';
import type { AssetFacts, AssetsFacts, ServerFacts } from '../../gather/site/server.js';
import type { CheckItem, CheckOutcome } from '../types.js';
import { notApplicable } from '../types.js';

export type ServerInput = { facts: ServerFacts; missing: null } | { facts: null; missing: CheckOutcome };

/**
 * The server facts, or the n/a outcome saying why they are absent: every delivery check has the strings
 * `notRun` (the site phase did not run) and `gathererFailed` ({reason}).
 */
export function serverInput(page: Pick<PageArtifact, 'site'>): ServerInput {
  const facts = page.site?.server;
  if (facts) return { facts, missing: null };
  const failure = page.site?.failed.find((f) => f.area === 'server');
  return {
    facts: null,
    missing: failure ? notApplicable('gathererFailed', { reason: failure.reason }) : notApplicable('notRun'),
  };
}

/** Assets that answered 2xx: the only ones whose delivery headers say something about the files. */
export function answeredAssets(assets: AssetsFacts): AssetFacts[] {
  return assets.checked.filter((a) => a.status !== null && a.status >= 200 && a.status < 300);
}

/** "Checked N of M" values every asset message carries, so a partial run never reads as a full pass. */
export function coverage(assets: AssetsFacts): { checked: number; total: number } {
  return { checked: answeredAssets(assets).length, total: assets.total };
}

/** Bytes as kilobytes (KiB) with one decimal, as messages show them. */
export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;

/** Bytes as megabytes (MiB) with one decimal. */
export const mb = (bytes: number): number => Math.round(bytes / (1024 * 102.4)) / 10;

/** An asset as an offending item: its URL, the fact that offends, and the line that loads it. */
export function assetItem(a: AssetFacts, note: string): CheckItem {
  return { value: a.url, note, line: a.line };
}
