import type { Report } from '@rankscope/engine';

/** Exactly the Report, nothing else. */
export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
