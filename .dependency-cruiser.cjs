/**
 * The layers of docs/architecture.md, enforced by `npm run deps` (part of `npm test`): any cycle or
 * wrong-way import fails. There is no baseline of tolerated violations.
 */
const ENGINE = '^packages/engine/src/';
/**
 * Test-only code: tests (*.test.ts, *.e2e.ts) and the helpers and fixtures in test-support/ folders (one
 * spelling: issue 35 moved the last *.test-support.ts, test-fixtures.ts, test/ and test-utils.tsx there).
 */
const TEST_ONLY = ['(^|/)test-support/', '\\.test\\.tsx?$', '\\.e2e\\.ts$', '^e2e/'].join('|');
/** Code that ships: the packages' sources, less the test-only files. */
const PRODUCTION = { path: '^packages/[^/]+/src/', pathNot: TEST_ONLY };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Files that import each other (type-only imports included: they tie the files together just the same) cannot be understood or changed one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'fetch-not-to-gather',
      comment: 'fetch/ is the bottom layer: it knows HTTP, not what gather makes of a page.',
      severity: 'error',
      from: { path: `${ENGINE}fetch/`, pathNot: TEST_ONLY },
      to: { path: `${ENGINE}(gather|checks|crawl)/` },
    },
    {
      name: 'gather-not-to-checks',
      comment: "gather/ collects facts; judging them is the checks' job, one layer up.",
      severity: 'error',
      from: { path: `${ENGINE}gather/`, pathNot: TEST_ONLY },
      to: { path: `${ENGINE}(checks|crawl|score|run)/|${ENGINE}report/build\\.ts$` },
    },
    {
      name: 'checks-not-to-crawl',
      comment: 'A check reads the artifact it is given; how the crawl gathered it is not its business.',
      severity: 'error',
      from: { path: `${ENGINE}checks/`, pathNot: TEST_ONLY },
      to: { path: `${ENGINE}(crawl|score|run)/|${ENGINE}report/build\\.ts$` },
    },
    {
      name: 'report-assembles-only',
      comment:
        'The report builder and the score assemble what the stages before them made (fetch → gather → checks → fixes, called in order by run/audit.ts); they never run one of those stages. The stages’ output types (type-only imports) are their input.',
      severity: 'error',
      from: { path: `${ENGINE}score/|${ENGINE}report/build\\.ts$` },
      to: {
        path: `${ENGINE}(fetch|gather|fix)/|${ENGINE}checks/run\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'engine-not-to-apps',
      comment: 'The engine is a library: the CLI, the server and the web app use it, never the other way.',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: '^packages/(cli|server|web)/' },
    },
    {
      name: 'apps-not-to-each-other',
      comment: 'The CLI, the server and the web app share code only through the engine.',
      severity: 'error',
      from: { path: '^packages/(cli|server|web)/src/', pathNot: TEST_ONLY },
      to: { path: '^packages/(cli|server|web)/src/', pathNot: '^packages/$1/' },
    },
    {
      name: 'production-not-to-test-support',
      comment:
        'Test helpers and fixtures are for tests; production code that needs one has found shared code to move.',
      severity: 'error',
      from: PRODUCTION,
      to: { path: TEST_ONLY },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
