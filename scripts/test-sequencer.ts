/**
 * Vitest's order, with the files that wait longest started first, told apart by their names alone
 * (`*.browser.test.ts`, then `*.local.test.ts`, then the rest). Vitest starts the files it remembers as
 * slowest first, but a fresh clone (CI) has no memory of durations and starts the largest files first: a
 * short file with one long test (hostile-text: 27 s, a local server) then started last and ran alone while
 * the other workers waited for the next group. Files that start servers, child processes or Chromium are
 * the long ones (bench/README.md, "Test suite time"); pure files are short and fill the workers at the
 * end. Within a kind, vitest's own order (remembered durations, else size) stands.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The suffixes that start first, in this order. */
const WAITING_FIRST = ['.browser.test.ts', '.local.test.ts'];

export function kindRank(file: string): number {
  const i = WAITING_FIRST.findIndex((suffix) => file.endsWith(suffix));
  return i === -1 ? WAITING_FIRST.length : i;
}

export class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const order = new Map(sorted.map((spec, i) => [spec, i]));
    // Each project holds one kind; a project's files stay together, as vitest gives them.
    const firstOfProject = new Map<string, number>();
    for (const [i, spec] of sorted.entries()) {
      if (!firstOfProject.has(spec.project.name)) firstOfProject.set(spec.project.name, i);
    }
    const project = (spec: TestSpecification) => firstOfProject.get(spec.project.name) ?? 0;
    return [...sorted].sort(
      (a, b) =>
        kindRank(a.moduleId) - kindRank(b.moduleId) ||
        project(a) - project(b) ||
        (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
  }
}
