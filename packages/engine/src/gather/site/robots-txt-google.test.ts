/**
 * Conformance with Google's open-source robots.txt parser: every case of robots_test.cc in
 * https://github.com/google/robotstxt at commit 22b355ff855419e6a3ff8ff09c0ad7fdb17116f9 (the file as
 * last changed in a67394c8), transcribed as data in test-support/robots-txt-google.ts (inputs and expected
 * verdicts only; no code of the library is used). Each verdict goes through the path the report uses
 * (bytes → readRobots → robotsMatch), and the crawler asks fileMatch, the same function.
 *
 * Assertions not applicable to Rankscope (30 of 201; the details are NOT_APPLICABLE in the fixture):
 *
 * | TEST                                   | Assertions                              | n  | Why not ours                                   |
 * |----------------------------------------|-----------------------------------------|----|------------------------------------------------|
 * | GoogleOnly_SystemTest                  | verdicts for the empty URL ""           |  4 | we only match absolute http(s) URLs            |
 * | ID_Encoding                            | "…/foo/bar/ツ" unencoded is disallowed  |  2 | our URLs are WHATWG-parsed, hence %-encoded    |
 * | ID_VerifyValidUserAgentsToObey (+1 in  | IsValidUserAgentToObey(…)               | 11 | a caller-side predicate, not a verdict; our    |
 * |   GoogleOnly_AcceptUserAgentUpTo…)     |                                         |    |   crawler names are fixed product tokens       |
 * | TestGetPathParamsQuery                 | inputs without a scheme                 | 13 | we only match absolute http(s) URLs            |
 */
import { describe, expect, it } from 'vitest';
import {
  ESCAPE_CASES,
  isNotApplicable,
  NOT_APPLICABLE,
  PARSE_CASES,
  PATH_CASES,
  VERDICT_CASES,
  type VerdictCase,
} from '../../test-support/robots-txt-google.js';
import { compileRobots, escapePattern, robotsPath } from './robots-txt-rules.js';
import { readRobots, robotsMatch, robotsTxtFacts, type LlmsTxtFacts } from './robots-txt.js';

const noLlms = { parsed: null } as unknown as LlmsTxtFacts;

function read(robotsUrl: string, bytes: Buffer) {
  const fetch = {
    url: robotsUrl,
    status: 200,
    error: null,
    errorMessage: null,
    contentType: 'text/plain',
    redirects: [],
    finalUrl: robotsUrl,
    bytes: bytes.length,
    truncated: false,
  };
  return readRobots(robotsUrl, fetch, bytes);
}

function verdict(c: VerdictCase): boolean | null {
  const robotsUrl = new URL('/robots.txt', c.url).href;
  const facts = robotsTxtFacts(read(robotsUrl, Buffer.from(c.robotstxt)), noLlms);
  return robotsMatch(facts, c.url, c.agent).allowed;
}

const label = (c: VerdictCase): string =>
  `${c.test}: ${c.agent} ${c.url.length > 60 ? `${c.url.slice(0, 57)}…` : c.url}`;

describe('google/robotstxt robots_test.cc: IsUserAgentAllowed', () => {
  const applicable = VERDICT_CASES.filter((c) => !isNotApplicable(c));

  it('holds all 145 verdict assertions of the file, 6 of them not applicable', () => {
    const emptyUrl = NOT_APPLICABLE.find((n) => n.test === 'GoogleOnly_SystemTest')?.count ?? 0;
    expect(VERDICT_CASES.length + emptyUrl).toBe(145);
    expect(VERDICT_CASES.length - applicable.length).toBe(2);
  });

  it.each(applicable.map((c) => [label(c), c] as const))('%s', (_, c) => {
    expect(verdict(c)).toBe(c.allowed);
  });

  it('answers the unencoded-URL cases as for the encoded URL our parsing makes of them', () => {
    for (const c of VERDICT_CASES.filter(isNotApplicable)) {
      expect(verdict({ ...c, url: new URL(c.url).href })).toBe(true);
      expect(verdict(c)).toBe(true);
    }
  });
});

describe('google/robotstxt robots_test.cc: ParseRobotsTxt', () => {
  it.each(PARSE_CASES.map((c) => [c.test, c] as const))('%s', (_, c) => {
    const { parse } = read('http://foo.bar/robots.txt', c.bytes);
    if (!parse) throw new Error('not parsed');
    if (c.directives !== undefined) expect(parse.lint.directives).toBe(c.directives);
    if (c.unknown !== undefined) {
      const unknown = parse.lint.issues.filter((i) => i.note?.startsWith('unknown key'));
      expect(unknown).toHaveLength(c.unknown);
    }
    if (c.lastLine !== undefined) {
      const text = read('http://foo.bar/robots.txt', c.bytes).file.text ?? '';
      const lines = compileRobots(text).flatMap((g) => g.rules.map((r) => r.line));
      expect(Math.max(...lines)).toBe(c.lastLine);
    }
    if (c.sitemap !== undefined) expect(parse.sitemapLines.map((s) => s.raw).join('')).toBe(c.sitemap);
  });
});

describe('google/robotstxt robots_test.cc: GetPathParamsQuery and MaybeEscapePattern', () => {
  it.each(PATH_CASES)('the path of %s is %s', (url, path) => {
    expect(robotsPath(url)).toBe(path);
  });

  it.each(ESCAPE_CASES)('the pattern of %s is %s', (value, pattern) => {
    expect(escapePattern(Buffer.from(value).toString('latin1'))).toBe(pattern);
  });
});
