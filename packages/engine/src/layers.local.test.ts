/**
 * The dependency rules of .dependency-cruiser.cjs (run by `npm run deps` in `npm test`) catch what
 * docs/architecture.md forbids: a small tree with one violation of each rule, cruised with the real config.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CONFIG = [
  '.dependency-cruiser.cjs',
  '.dependency-cruiser.tsconfig.json',
  'tsconfig.test.json',
  'tsconfig.base.json',
];

const TREE: Record<string, string> = {
  'packages/engine/src/fetch/a.ts': "import type { B } from '../gather/b.js';\nexport type A = B;\n",
  'packages/engine/src/gather/b.ts':
    "import { c } from '../checks/c.js';\nexport type B = string;\nexport const b = c;\n",
  'packages/engine/src/checks/c.ts': "import { d } from '../crawl/d.js';\nexport const c = d;\n",
  'packages/engine/src/crawl/d.ts': "import { x } from '../../../cli/src/x.js';\nexport const d = x;\n",
  'packages/cli/src/x.ts': "import { fixture } from './test-support/f.js';\nexport const x = fixture;\n",
  'packages/cli/src/x.test.ts': "import { fixture } from './test-support/f.js';\nexport const y = fixture;\n",
  'packages/cli/src/test-support/f.ts': 'export const fixture = 1;\n',
  'packages/server/src/s.ts': "import { x } from '../../cli/src/x.js';\nexport const s = x;\n",
  // The report builder runs no stage (the fix stage here); the stage's output type is its input.
  'packages/engine/src/report/build.ts':
    "import { writeFixes } from '../fix/write.js';\nimport type { Settled } from '../fix/types.js';\nexport const r = writeFixes;\nexport type R = Settled;\n",
  'packages/engine/src/fix/write.ts': 'export const writeFixes = 1;\n',
  'packages/engine/src/fix/types.ts': 'export type Settled = number;\n',
  'packages/engine/src/score/index.ts':
    "import { runChecks } from '../checks/run.js';\nexport const s = runChecks;\n",
  'packages/engine/src/checks/run.ts': 'export const runChecks = 1;\n',
  // Type-only imports tie files together just the same.
  'packages/engine/src/text/p.ts': "import type { Q } from './q.js';\nexport interface P { q?: Q }\n",
  'packages/engine/src/text/q.ts': "import type { P } from './p.js';\nexport interface Q { p?: P }\n",
};

let dir: string;
let output: string;
let code: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rankscope-layers-'));
  for (const file of CONFIG) copyFileSync(join(ROOT, file), join(dir, file));
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const args = ['packages', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'];
  try {
    const r = await promisify(execFile)(join(ROOT, 'node_modules/.bin/depcruise'), args, { cwd: dir });
    [output, code] = [r.stdout, 0];
  } catch (err) {
    const e = err as { stdout?: string; code?: number };
    [output, code] = [e.stdout ?? '', e.code ?? -1];
  }
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const violations = (): string[] =>
  output
    .split('\n')
    .filter((l) => /^\s+error /.test(l))
    .map((l) => l.trim().replace(/\s+$/, ''));

describe('dependency rules', () => {
  it('fail the run', () => {
    expect(code).not.toBe(0);
  });

  it.each([
    ['fetch-not-to-gather', 'fetch/a.ts → packages/engine/src/gather/b.ts'],
    ['gather-not-to-checks', 'gather/b.ts → packages/engine/src/checks/c.ts'],
    ['checks-not-to-crawl', 'checks/c.ts → packages/engine/src/crawl/d.ts'],
    ['engine-not-to-apps', 'crawl/d.ts → packages/cli/src/x.ts'],
    ['apps-not-to-each-other', 'server/src/s.ts → packages/cli/src/x.ts'],
    ['production-not-to-test-support', 'cli/src/x.ts → packages/cli/src/test-support/f.ts'],
    ['report-assembles-only', 'report/build.ts → packages/engine/src/fix/write.ts'],
    ['report-assembles-only', 'score/index.ts → packages/engine/src/checks/run.ts'],
  ])('%s catches a wrong-way import', (rule, edge) => {
    expect(violations().filter((v) => v.startsWith(`error ${rule}:`) && v.includes(edge))).toHaveLength(1);
  });

  it('no-cycle catches a cycle of type-only imports', () => {
    expect(violations().some((v) => v.startsWith('error no-cycle: packages/engine/src/text/p.ts'))).toBe(
      true,
    );
  });

  it('lets the report builder import a stage’s output types', () => {
    expect(violations().filter((v) => v.includes('fix/types.ts'))).toEqual([]);
  });

  it('lets a test import test-support', () => {
    expect(violations().filter((v) => v.includes('x.test.ts'))).toEqual([]);
  });
});
