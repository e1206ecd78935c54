/**
 * The conformance cases of Google's open-source robots.txt parser, as data: robots.txt body, crawler
 * name, URL and expected verdict, transcribed from
 *   https://github.com/google/robotstxt/blob/22b355ff855419e6a3ff8ff09c0ad7fdb17116f9/robots_test.cc
 *   (repository commit 22b355ff855419e6a3ff8ff09c0ad7fdb17116f9; the file last changed in a67394c8,
 *   blob 35853def27a3e811cf86cd8ef76b50d1f82e3d01; Apache License 2.0)
 * One entry per EXPECT_TRUE/EXPECT_FALSE(IsUserAgentAllowed(...)) of each TEST, in file order; `test` is
 * the TEST's name. Parse-level cases (directive counts, BOMs, Sitemap lines, path extraction, pattern
 * escaping) follow as PARSE_CASES, PATH_CASES and ESCAPE_CASES. Assertions whose contract does not apply
 * to Rankscope are listed in NOT_APPLICABLE with the reason; robots-txt-google.test.ts runs the rest.
 */

export interface VerdictCase {
  test: string;
  robotstxt: string;
  agent: string;
  url: string;
  allowed: boolean;
}

/** A TEST's robots.txt and its [agent, url, expected allowed] assertions. */
type Block = [test: string, robotstxt: string, expect: [agent: string, url: string, allowed: boolean][]];

const GROUPS =
  'allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\ndisallow: /\n' +
  'allow: /y/\n\n\nallow: /w/\nuser-agent: BazBot\n\nuser-agent: FooBot\nallow: /z/\ndisallow: /\n';

// GoogleOnly_LineTooLong: kMaxLineLen = 2083 * 8; each long line is padded with 'a' (or 'b') to
// kMaxLineLen − len("/x/") − len(key) + len("\n") characters, then "/qux" is appended.
const MAX_LINE_LEN = 2083 * 8;
const pad = (key: string, c: string): string => `/x/${c.repeat(MAX_LINE_LEN - 3 - key.length + 1 - 3)}`;
const LONG_D = pad('disallow: ', 'a');
const LONG_A = pad('allow: ', 'a');
const LONG_B = pad('allow: ', 'b');

const FISH = 'user-agent: FooBot\ndisallow: /\nallow: /fish';
const fishCommon = (allow: string): Block[2] => [
  ['FooBot', 'http://foo.bar/bar', false],
  ...(['/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fishheads/yummy.html'] as const).map(
    (p): [string, string, boolean] => ['FooBot', `http://foo.bar${p}`, true],
  ),
  ['FooBot', 'http://foo.bar/fish.html?id=anything', true],
  ['FooBot', `http://foo.bar/Fish.${allow}`, false],
  ['FooBot', 'http://foo.bar/catfish', false],
  ['FooBot', 'http://foo.bar/?id=fish', false],
];

const BLOCKS: Block[] = [
  ['ID_LineSyntax_Line', 'user-agent: FooBot\ndisallow: /\n', [['FooBot', 'http://foo.bar/x/y', false]]],
  ['ID_LineSyntax_Line', 'foo: FooBot\nbar: /\n', [['FooBot', 'http://foo.bar/x/y', true]]],
  ['ID_LineSyntax_Line', 'user-agent FooBot\ndisallow /\n', [['FooBot', 'http://foo.bar/x/y', false]]],
  ['ID_LineSyntax_Groups', GROUPS, [
    ['FooBot', 'http://foo.bar/x/b', true],
    ['FooBot', 'http://foo.bar/z/d', true],
    ['FooBot', 'http://foo.bar/y/c', false],
    ['BarBot', 'http://foo.bar/y/c', true],
    ['BarBot', 'http://foo.bar/w/a', true],
    ['BarBot', 'http://foo.bar/z/d', false],
    ['BazBot', 'http://foo.bar/z/d', true],
    ['FooBot', 'http://foo.bar/foo/bar/', false],
    ['BarBot', 'http://foo.bar/foo/bar/', false],
    ['BazBot', 'http://foo.bar/foo/bar/', false],
  ]],
  ['ID_LineSyntax_Groups_OtherRules', 'User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n', [
    ['FooBot', 'http://foo.bar/', false],
    ['BarBot', 'http://foo.bar/', false],
  ]],
  ['ID_LineSyntax_Groups_OtherRules', 'User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n', [
    ['FooBot', 'http://foo.bar/', false],
    ['BarBot', 'http://foo.bar/', false],
  ]],
  ...['USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n', 'user-agent: FooBot\nallow: /x/\ndisallow: /\n',
    'uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n'].map((robots): Block => [
    'ID_REPLineNamesCaseInsensitive', robots,
    [['FooBot', 'http://foo.bar/x/y', true], ['FooBot', 'http://foo.bar/a/b', false]],
  ]),
  ...['User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n', 'User-Agent: foo bar\nAllow: /x/\nDisallow: /\n',
    'User-Agent: FoO bAr\nAllow: /x/\nDisallow: /\n'].map((robots): Block => [
    'ID_UserAgentValueCaseInsensitive', robots, [
      ['Foo', 'http://foo.bar/x/y', true], ['Foo', 'http://foo.bar/a/b', false],
      ['foo', 'http://foo.bar/x/y', true], ['foo', 'http://foo.bar/a/b', false],
    ],
  ]),
  ['GoogleOnly_AcceptUserAgentUpToFirstSpace', 'User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n', [
    ['Foo', 'http://foo.bar/x/y', true],
    ['Foo Bar', 'http://foo.bar/x/y', false],
  ]],
  ['ID_GlobalGroups_Secondary', '', [['FooBot', 'http://foo.bar/x/y', true]]],
  ['ID_GlobalGroups_Secondary', 'user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n', [
    ['FooBot', 'http://foo.bar/x/y', false],
    ['BarBot', 'http://foo.bar/x/y', true],
  ]],
  ['ID_GlobalGroups_Secondary', 'user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n', [
    ['QuxBot', 'http://foo.bar/x/y', true],
  ]],
  ['ID_AllowDisallow_Value_CaseSensitive', 'user-agent: FooBot\ndisallow: /x/\n', [['FooBot', 'http://foo.bar/x/y', false]]],
  ['ID_AllowDisallow_Value_CaseSensitive', 'user-agent: FooBot\ndisallow: /X/\n', [['FooBot', 'http://foo.bar/x/y', true]]],
  ['ID_LongestMatch', 'user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/\n', [['FooBot', 'http://foo.bar/x/page.html', false]]],
  ['ID_LongestMatch', 'user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n', [
    ['FooBot', 'http://foo.bar/x/page.html', true],
    ['FooBot', 'http://foo.bar/x/', false],
  ]],
  ['ID_LongestMatch', 'user-agent: FooBot\ndisallow: \nallow: \n', [['FooBot', 'http://foo.bar/x/page.html', true]]],
  ['ID_LongestMatch', 'user-agent: FooBot\ndisallow: /\nallow: /\n', [['FooBot', 'http://foo.bar/x/page.html', true]]],
  ['ID_LongestMatch', 'user-agent: FooBot\ndisallow: /x\nallow: /x/\n', [
    ['FooBot', 'http://foo.bar/x', false],
    ['FooBot', 'http://foo.bar/x/', true],
  ]],
  ['ID_LongestMatch', 'user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/page.html\n', [['FooBot', 'http://foo.bar/x/page.html', true]]],
  ['ID_LongestMatch', 'user-agent: FooBot\nallow: /page\ndisallow: /*.html\n', [
    ['FooBot', 'http://foo.bar/page.html', false],
    ['FooBot', 'http://foo.bar/page', true],
  ]],
  ['ID_LongestMatch', 'user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n', [
    ['FooBot', 'http://foo.bar/x/page.html', true],
    ['FooBot', 'http://foo.bar/x/y.html', false],
  ]],
  ['ID_LongestMatch', 'User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n', [
    ['FooBot', 'http://foo.bar/x/page', true],
    ['FooBot', 'http://foo.bar/y/page', false],
  ]],
  ['ID_Encoding', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n', [
    ['FooBot', 'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par', true],
  ]],
  ['ID_Encoding', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n', [
    ['FooBot', 'http://foo.bar/foo/bar/%E3%83%84', true],
    ['FooBot', 'http://foo.bar/foo/bar/ツ', false],
  ]],
  ['ID_Encoding', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n', [
    ['FooBot', 'http://foo.bar/foo/bar/%E3%83%84', true],
    ['FooBot', 'http://foo.bar/foo/bar/ツ', false],
  ]],
  ['ID_Encoding', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n', [
    ['FooBot', 'http://foo.bar/foo/bar/baz', false],
    ['FooBot', 'http://foo.bar/foo/bar/%62%61%7A', true],
  ]],
  ['ID_SpecialCharacters', 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n', [
    ['FooBot', 'http://foo.bar/foo/bar/quz', false],
    ['FooBot', 'http://foo.bar/foo/quz', true],
    ['FooBot', 'http://foo.bar/foo//quz', true],
    ['FooBot', 'http://foo.bar/foo/bax/quz', true],
  ]],
  ['ID_SpecialCharacters', 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n', [
    ['FooBot', 'http://foo.bar/foo/bar', false],
    ['FooBot', 'http://foo.bar/foo/bar/qux', true],
    ['FooBot', 'http://foo.bar/foo/bar/', true],
    ['FooBot', 'http://foo.bar/foo/bar/baz', true],
  ]],
  ['ID_SpecialCharacters', 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n', [
    ['FooBot', 'http://foo.bar/foo/bar', true],
    ['FooBot', 'http://foo.bar/foo/quz', false],
  ]],
  ['GoogleOnly_IndexHTMLisDirectory', 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n', [
    ['foobot', 'http://foo.com/allowed-slash/', true],
    ['foobot', 'http://foo.com/allowed-slash/index.htm', false],
    ['foobot', 'http://foo.com/allowed-slash/index.html', true],
    ['foobot', 'http://foo.com/anyother-url', false],
  ]],
  ['GoogleOnly_LineTooLong', `user-agent: FooBot\ndisallow: ${LONG_D}/qux\n`, [
    ['FooBot', 'http://foo.bar/fux', true],
    ['FooBot', `http://foo.bar${LONG_D}/fux`, false],
  ]],
  ['GoogleOnly_LineTooLong', `user-agent: FooBot\ndisallow: /\nallow: ${LONG_A}/qux\nallow: ${LONG_B}/qux\n`, [
    ['FooBot', 'http://foo.bar/', false],
    ['FooBot', `http://foo.bar${LONG_A}/qux`, true],
    ['FooBot', `http://foo.bar${LONG_B}/fux`, true],
  ]],
  ['GoogleOnly_DocumentationChecks', `${FISH}\n`, fishCommon('asp')],
  ['GoogleOnly_DocumentationChecks', `${FISH}*\n`, fishCommon('bar')],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\ndisallow: /\nallow: /fish/\n', [
    ['FooBot', 'http://foo.bar/bar', false],
    ['FooBot', 'http://foo.bar/fish/', true],
    ['FooBot', 'http://foo.bar/fish/salmon', true],
    ['FooBot', 'http://foo.bar/fish/?salmon', true],
    ['FooBot', 'http://foo.bar/fish/salmon.html', true],
    ['FooBot', 'http://foo.bar/fish/?id=anything', true],
    ['FooBot', 'http://foo.bar/fish', false],
    ['FooBot', 'http://foo.bar/fish.html', false],
    ['FooBot', 'http://foo.bar/Fish/Salmon.html', false],
  ]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\ndisallow: /\nallow: /*.php\n', [
    ['FooBot', 'http://foo.bar/bar', false],
    ['FooBot', 'http://foo.bar/filename.php', true],
    ['FooBot', 'http://foo.bar/folder/filename.php', true],
    ['FooBot', 'http://foo.bar/folder/filename.php?parameters', true],
    ['FooBot', 'http://foo.bar//folder/any.php.file.html', true],
    ['FooBot', 'http://foo.bar/filename.php/', true],
    ['FooBot', 'http://foo.bar/index?f=filename.php/', true],
    ['FooBot', 'http://foo.bar/php/', false],
    ['FooBot', 'http://foo.bar/index?php', false],
    ['FooBot', 'http://foo.bar/windows.PHP', false],
  ]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\ndisallow: /\nallow: /*.php$\n', [
    ['FooBot', 'http://foo.bar/bar', false],
    ['FooBot', 'http://foo.bar/filename.php', true],
    ['FooBot', 'http://foo.bar/folder/filename.php', true],
    ['FooBot', 'http://foo.bar/filename.php?parameters', false],
    ['FooBot', 'http://foo.bar/filename.php/', false],
    ['FooBot', 'http://foo.bar/filename.php5', false],
    ['FooBot', 'http://foo.bar/php/', false],
    ['FooBot', 'http://foo.bar/filename?php', false],
    ['FooBot', 'http://foo.bar/aaaphpaaa', false],
    ['FooBot', 'http://foo.bar//windows.PHP', false],
  ]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\ndisallow: /\nallow: /fish*.php\n', [
    ['FooBot', 'http://foo.bar/bar', false],
    ['FooBot', 'http://foo.bar/fish.php', true],
    ['FooBot', 'http://foo.bar/fishheads/catfish.php?parameters', true],
    ['FooBot', 'http://foo.bar/Fish.PHP', false],
  ]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\nallow: /p\ndisallow: /\n', [['FooBot', 'http://example.com/page', true]]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\nallow: /folder\ndisallow: /folder\n', [['FooBot', 'http://example.com/folder/page', true]]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\nallow: /page\ndisallow: /*.htm\n', [['FooBot', 'http://example.com/page.htm', false]]],
  ['GoogleOnly_DocumentationChecks', 'user-agent: FooBot\nallow: /$\ndisallow: /\n', [
    ['FooBot', 'http://example.com/', true],
    ['FooBot', 'http://example.com/page.html', false],
  ]],
]; // prettier-ignore

/** Every IsUserAgentAllowed assertion except GoogleOnly_SystemTest's four with an empty URL. */
export const VERDICT_CASES: VerdictCase[] = BLOCKS.flatMap(([test, robotstxt, expect]) =>
  expect.map(([agent, url, allowed]) => ({ test, robotstxt, agent, url, allowed })),
);

/** Assertions not run, with why their contract is not Rankscope's. */
export interface NotApplicable {
  test: string;
  assertion: string;
  count: number;
  reason: string;
}

export const NOT_APPLICABLE: NotApplicable[] = [
  {
    test: 'GoogleOnly_SystemTest',
    assertion: 'IsUserAgentAllowed(…, url "") with an empty or non-empty robots.txt and agent',
    count: 4,
    reason:
      'Every URL the engine matches is an absolute http(s) URL (WHATWG-parsed before it gets here); an empty URL is not a value our API can receive.',
  },
  {
    test: 'ID_Encoding',
    assertion: 'IsUserAgentAllowed(…, "http://foo.bar/foo/bar/ツ") is false (twice)',
    count: 2,
    reason:
      "Google's API leaves %-encoding the URL to its caller and this case passes an unencoded one. Our URLs come from the WHATWG URL parser, which always encodes the path, so ツ arrives as %E3%83%84 (the case the same test expects to be allowed).",
  },
  {
    test: 'ID_VerifyValidUserAgentsToObey, GoogleOnly_AcceptUserAgentUpToFirstSpace',
    assertion: 'RobotsMatcher::IsValidUserAgentToObey(…)',
    count: 11,
    reason:
      'A predicate for Google\'s callers (is this a valid product token to pass?), not a verdict. Our crawler names are product tokens fixed in code; the verdicts the predicate guards (e.g. "Foo Bar" matching nothing) are run.',
  },
  {
    test: 'TestGetPathParamsQuery',
    assertion: 'GetPathParamsQuery of "", "example.com…", "a", "a/", "/a", "a/b", "//a/b/c" (13 inputs)',
    count: 13,
    reason:
      'Inputs without a scheme; the engine only matches absolute http(s) URLs. The 6 absolute-URL inputs are run against robotsPath().',
  },
];

/**
 * The verdict cases among VERDICT_CASES that are listed in NOT_APPLICABLE: an unencoded URL, which our URL
 * parsing encodes before matching (so the answer is that of the encoded URL: allowed).
 */
export const isNotApplicable = (c: VerdictCase): boolean =>
  c.test === 'ID_Encoding' && /[\u0080-\uffff]/.test(c.url);

/** ParseRobotsTxt cases: bytes in, directives (User-agent/Allow/Disallow/Sitemap) and unknown keys out. */
export interface ParseCase {
  test: string;
  bytes: Buffer;
  /** valid_directives(), when the test asserts it. */
  directives?: number;
  /** unknown_directives(), when the test asserts it. */
  unknown?: number;
  /** last_line_seen(): the line of the last rule, when the test asserts it. */
  lastLine?: number;
  /** sitemap(), when the test asserts it. */
  sitemap?: string;
}

const lineCounts = (name: string, text: string): ParseCase => ({
  test: `ID_LinesNumbersAreCountedCorrectly (${name})`,
  bytes: Buffer.from(text, 'latin1'),
  directives: 4,
  lastLine: 6,
});
const bom = (name: string, prefix: number[], text: string, directives: number, unknown: number) => ({
  test: `ID_UTF8ByteOrderMarkIsSkipped (${name})`,
  bytes: Buffer.concat([Buffer.from(prefix), Buffer.from(text, 'latin1')]),
  directives,
  unknown,
});
const SITEMAP_BODY = 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\n';

export const PARSE_CASES: ParseCase[] = [
  lineCounts('Unix', 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /\n'),
  lineCounts('DOS', 'User-Agent: foo\r\nAllow: /some/path\r\nUser-Agent: bar\r\n\r\n\r\nDisallow: /\r\n'),
  lineCounts('Mac', 'User-Agent: foo\rAllow: /some/path\rUser-Agent: bar\r\r\rDisallow: /\r'),
  lineCounts('no final newline', 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /'),
  lineCounts('mixed', 'User-Agent: foo\nAllow: /some/path\r\nUser-Agent: bar\n\r\n\nDisallow: /'),
  bom('full BOM', [0xef, 0xbb, 0xbf], 'User-Agent: foo\nAllow: /AnyValue\n', 2, 0),
  bom('partial 2-byte BOM', [0xef, 0xbb], 'User-Agent: foo\nAllow: /AnyValue\n', 2, 0),
  bom('partial 1-byte BOM', [0xef], 'User-Agent: foo\nAllow: /AnyValue\n', 2, 0),
  bom('broken BOM', [0xef, 0x11, 0xbf], 'User-Agent: foo\nAllow: /AnyValue\n', 1, 1),
  {
    ...bom('BOM in the middle', [], 'User-Agent: foo\n', 1, 1),
    bytes: Buffer.concat([Buffer.from('User-Agent: foo\n'), Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Allow: /AnyValue\n')]),
  },
  {
    test: 'ID_NonStandardLineExample_Sitemap (at the end)',
    bytes: Buffer.from(`${SITEMAP_BODY}Sitemap: http://foo.bar/sitemap.xml\n`),
    sitemap: 'http://foo.bar/sitemap.xml',
  },
  {
    test: 'ID_NonStandardLineExample_Sitemap (anywhere in the file)',
    bytes: Buffer.from(`Sitemap: http://foo.bar/sitemap.xml\n${SITEMAP_BODY}`),
    sitemap: 'http://foo.bar/sitemap.xml',
  },
]; // prettier-ignore

/** TestGetPathParamsQuery, the inputs that are absolute URLs: URL → path (with params) and query. */
export const PATH_CASES: [url: string, path: string][] = [
  ['http://www.example.com', '/'],
  ['http://www.example.com/', '/'],
  ['http://www.example.com/a', '/a'],
  ['http://www.example.com/a/', '/a/'],
  ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
  ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
];

/** TestMaybeEscapePattern: rule value → the pattern compared. */
export const ESCAPE_CASES: [value: string, pattern: string][] = [
  ['http://www.example.com', 'http://www.example.com'],
  ['/a/b/c', '/a/b/c'],
  ['á', '%C3%A1'],
  ['%aa', '%AA'],
];
