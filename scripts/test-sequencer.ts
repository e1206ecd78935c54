/**
 * Vitest's order, with the slowest files of each project first. Vitest starts the files it remembers as
 * slowest first, but a fresh clone (CI) has no memory of durations and starts the largest files first: a
 * short file with one long test (hostile-text: 27 s) then starts last and runs alone while the other workers
 * wait for the next group. Files not listed keep vitest's order, after the listed ones.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function slowFirst(slowest: readonly string[]): typeof BaseSequencer {
  const rank = (spec: TestSpecification): number => {
    const i = slowest.findIndex((path) => spec.moduleId.endsWith(path));
    return i === -1 ? slowest.length : i;
  };
  return class SlowFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      // Only within a project: groups and projects stay in vitest's order.
      const project = new Map(sorted.map((spec, i) => [spec, i]));
      const firstOfProject = new Map<string, number>();
      for (const spec of sorted) {
        if (!firstOfProject.has(spec.project.name))
          firstOfProject.set(spec.project.name, project.get(spec) ?? 0);
      }
      return [...sorted].sort(
        (a, b) =>
          (firstOfProject.get(a.project.name) ?? 0) - (firstOfProject.get(b.project.name) ?? 0) ||
          rank(a) - rank(b) ||
          (project.get(a) ?? 0) - (project.get(b) ?? 0),
      );
    }
  };
}
