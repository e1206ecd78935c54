/**
 * Hand-made server facts for the delivery checks' tests (the gatherer itself is tested against real
 * servers in gather/site/server.local.test.ts). Not a check: files starting with `_` are helpers.
 */
import type { PageArtifact } from '../artifact.js';
import type { AssetFacts, ServerFacts } from '../gather/site/server.js';

export const ORIGIN = 'https://example.com';

/** A same-origin asset that answered 200 over HTTP/2, with no caching or encoding unless given. */
export function assetFacts(path: string, extra: Partial<AssetFacts> = {}): AssetFacts {
  const url = new URL(path, ORIGIN).href;
  return {
    url,
    kind: 'stylesheet',
    line: null,
    method: 'HEAD',
    status: 200,
    error: null,
    finalUrl: url,
    contentType: 'text/css',
    contentEncoding: null,
    contentLength: 4096,
    measuredBytes: null,
    cacheControl: null,
    expires: null,
    age: null,
    date: null,
    httpVersion: '2',
    fingerprinted: false,
    compressible: true,
    ...extra,
  };
}

/** Server facts with three fast samples, no assets and no mobile facts unless given. */
export function serverFacts(extra: Partial<ServerFacts> = {}): ServerFacts {
  return {
    ttfb: {
      url: `${ORIGIN}/page`,
      samples: [120, 100, 140].map((t) => ({ ttfbMs: t, status: 200, error: null })),
      medianMs: 120,
    },
    assets: { checked: [], total: 0, overLimit: 0, skippedByBudget: 0 },
    mobile: {
      url: `${ORIGIN}/page`,
      userAgent: 'test',
      status: null,
      error: 'TIMEOUT',
      page: null,
      truncated: false,
    },
    ...extra,
  };
}

/** The page with the given assets as its server facts (total = the number of assets unless given). */
export function withAssets(page: PageArtifact, checked: AssetFacts[], total = checked.length): PageArtifact {
  page.site = {
    failed: [],
    durationMs: 0,
    server: serverFacts({ assets: { checked, total, overLimit: 0, skippedByBudget: 0 } }),
  };
  return page;
}

export function withServer(page: PageArtifact, server: ServerFacts): PageArtifact {
  page.site = { failed: [], durationMs: 0, server };
  return page;
}

/** The site phase ran, but the server gatherer failed. */
export function withFailedServer(page: PageArtifact, reason: string): PageArtifact {
  page.site = { failed: [{ area: 'server', reason }], durationMs: 0 };
  return page;
}
