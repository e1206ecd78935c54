/**
 * Test helpers: build a real PageArtifact from HTML through the real decoder, parser and walk, with the
 * response facts (URL, status, headers) a test needs. No network: check tests are about the checks.
 */
import { composeArtifact, type FetchedPage, type PageArtifact } from '../artifact.js';
import { gather } from '../gather/index.js';
import type { Check, CheckOutcome } from '../checks/types.js';
import { localise, type RawResult } from '../checks/run.js';
import { catalogueEntry } from '../catalogue/index.js';
import type { Lang } from '../i18n/lang.js';

export interface PageOptions {
  url?: string;
  finalUrl?: string;
  status?: number;
  headers?: Record<string, string | string[]>;
  redirects?: FetchedPage['redirects'];
  /** Raw body bytes instead of the UTF-8 encoding of html. */
  body?: Buffer;
  /** When the page was fetched (epoch ms); default 2026-01-15T12:00:00Z. */
  fetchedAt?: number;
}

export function fetchedFromHtml(html: string, options: PageOptions = {}): FetchedPage {
  const url = options.url ?? 'https://example.com/page';
  const headers: Record<string, string[]> = { 'content-type': ['text/html; charset=utf-8'] };
  for (const [k, v] of Object.entries(options.headers ?? {}))
    headers[k.toLowerCase()] = Array.isArray(v) ? v : [v];
  const body = options.body ?? Buffer.from(html, 'utf8');
  return {
    requestedUrl: url,
    finalUrl: options.finalUrl ?? url,
    status: options.status ?? 200,
    statusText: 'OK',
    redirects: options.redirects ?? [],
    headers,
    contentType: headers['content-type']?.[0] ?? null,
    httpVersion: '1.1',
    timings: { ttfbMs: 50, downloadMs: 5, totalMs: 55 },
    transferBytes: body.length,
    bodyBytes: body.length,
    body,
    truncated: false,
    contentEncoding: null,
    fetchedAt: options.fetchedAt ?? Date.UTC(2026, 0, 15, 12),
  };
}

/** The artifact of one page, as an audit that ran neither probes, site phase, lab nor crawl composes it. */
export function pageFromHtml(html: string, options: PageOptions = {}): PageArtifact {
  return composeArtifact(gather(fetchedFromHtml(html, options)));
}

/**
 * The artifact as one check may see it: reading a field the check does not declare (in `needs` or `reads`)
 * throws, so the declarations the runner and the catalogue rely on stay what the check really reads.
 */
export function declaredOnly(page: PageArtifact, check: Check): PageArtifact {
  const declared = new Set<string>([...check.needs, ...check.reads]);
  const fields = new Set(Object.keys(page));
  const guard = (key: string | symbol): void => {
    if (typeof key === 'string' && fields.has(key) && !declared.has(key)) {
      throw new Error(`Check ${check.id} reads page.${key}, which it declares in neither needs nor reads`);
    }
  };
  return new Proxy(page, {
    get(target, key, receiver) {
      guard(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      guard(key);
      return Reflect.has(target, key);
    },
  });
}

/** Runs one check on an artifact, as the runner does, allowing it only the fields it declares. */
export function runCheck(check: Check, page: PageArtifact): CheckOutcome {
  return check.run(declaredOnly(page, check));
}

/** Runs one check on HTML and returns its outcome. */
export function runOn(check: Check, html: string, options: PageOptions = {}): CheckOutcome {
  return runCheck(check, pageFromHtml(html, options));
}

/** The check's message for an outcome in a language (to assert that messages name the page's facts). */
export function messageOf(check: Check, outcome: CheckOutcome, lang: Lang = 'en'): string {
  const raw: RawResult = {
    entry: catalogueEntry(check.id),
    check,
    status: outcome.status,
    outcome,
    naReason: null,
    error: null,
  };
  return localise(raw, lang).message;
}

/** Minimal valid HTML document around a head and body fragment. */
export function doc(head: string, body = '', htmlAttrs = 'lang="en"'): string {
  return `<!DOCTYPE html><html ${htmlAttrs}><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}
