import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import type { Monitor, Run } from './api';
import { MonitorCard } from './MonitorCard';
import { json, signedInMe, stubApi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

const monitor: Monitor = {
  id: 'm1',
  url: 'https://shop.example/',
  schedule: '0 6 * * *',
  timezone: 'UTC',
  crawl: null,
  minSeverity: 'critical',
  scoreDrop: null,
  alerts: { email: null, slack: null, webhook: null },
  emailConfirmed: false,
  credentials: null,
  lang: 'en',
  paused: false,
  state: 'ok',
  createdAt: '2026-11-01T00:00:00.000Z',
  nextRunAt: '2026-11-03T06:00:00.000Z',
  lastRunAt: null,
  lastRun: null,
};

const run = (finished: boolean): Run => ({
  id: 'r9',
  trigger: 'manual',
  scheduledFor: '2026-11-02T06:00:00.000Z',
  startedAt: '2026-11-02T06:00:00.000Z',
  finishedAt: finished ? '2026-11-02T06:00:04.000Z' : null,
  status: finished ? 'ok' : 'running',
  score: finished ? 80 : null,
  previousScore: 78,
  changes: { new: [], fixed: [] },
  alert: null,
  alertSentAt: null,
  missedTicks: 0,
});

describe('MonitorCard: Run now', () => {
  it('says "Run started" while the run goes, and that it finished once the runs list has it', async () => {
    let runs: Run[] = [];
    stubApi({
      'GET /api/me': () => json(signedInMe()),
      'GET /api/monitors/m1/runs': () => json(runs),
      'POST /api/monitors/m1/run': () => {
        runs = [run(false)];
        return json({ runId: 'r9' }, 202);
      },
      'GET /api/monitors': () => json([monitor]),
      'GET /api/monitors/m1': () => json(monitor),
    });
    await renderWithApp(<MonitorCard monitor={monitor} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run now: https://shop.example/' }));
    const status = await screen.findByText('Run started. It appears in the runs when it finishes.');
    expect(status.getAttribute('role')).toBe('status');
    runs = [run(true)];
    // The list is asked again while the run goes (every 1.5 s): then the sentence changes.
    expect(await screen.findByText('The run finished: it is in the runs.', {}, { timeout: 5000 })).toBe(
      status,
    );
    expect(screen.queryByText(/Run started/)).toBeNull();
  });
});
