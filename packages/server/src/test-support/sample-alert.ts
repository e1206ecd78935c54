/** One alert as a monitor run hands it to the channels: a score drop from 90 to 70 and one new critical problem. */
import type { MonitorAlert } from '../monitors/types.js';

export function sampleAlert(newProblemTitle: string): MonitorAlert {
  return {
    type: 'monitor.changed',
    monitor: { id: 'mon1', url: 'https://shop.example/', owner: 'ann@example.com', lang: 'en' },
    run: {
      id: 'run1',
      scheduledFor: Date.UTC(2026, 10, 27, 6),
      finishedAt: Date.UTC(2026, 10, 27, 6, 1),
      score: 70,
      previousScore: 90,
      error: null,
    },
    changes: { new: [{ checkId: 'meta-robots', severity: 'critical', title: newProblemTitle }], fixed: [] },
    runUrl: 'https://rankscope.example/monitors/mon1/runs/run1',
  };
}
