/**
 * Site facts around a robots.txt for the checks' tests: the fetch summary gather/site records for an
 * answered request, and the robots.txt facts read from a body, as gatherRobotsTxt would build them.
 */
import type { PageArtifact } from '../artifact.js';
import {
  readRobots,
  robotsTxtFacts,
  type FetchSummary,
  type LlmsTxtFacts,
  type RobotsTxtFacts,
} from '../gather/site/robots-txt.js';

export const ROBOTS_URL = 'https://example.com/robots.txt';

/** llms.txt facts the robots.txt checks never read. */
export const NO_LLMS = { parsed: null } as unknown as LlmsTxtFacts;

/** A request to `url` that got `status` with no redirect and no body (override any field). */
export function answered(url: string, status: number | null, over: Partial<FetchSummary> = {}): FetchSummary {
  return {
    url,
    status,
    error: null,
    errorMessage: null,
    contentType: 'text/plain',
    redirects: [],
    finalUrl: url,
    bytes: 0,
    truncated: false,
    ...over,
  };
}

/** The facts of a robots.txt served at `url` with this body (a 200 text/plain answer unless overridden). */
export function robotsFacts(
  body: string | Buffer,
  over: Partial<FetchSummary> = {},
  url = ROBOTS_URL,
  llms = NO_LLMS,
): RobotsTxtFacts {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const fetch = answered(url, 200, { bytes: bytes.length, ...over });
  return robotsTxtFacts(readRobots(url, fetch, bytes), llms);
}

/** The page, with these robots.txt facts as its only site facts. */
export function withRobots(page: PageArtifact, robotsTxt: RobotsTxtFacts): PageArtifact {
  page.site = { failed: [], durationMs: 0, robotsTxt };
  return page;
}
