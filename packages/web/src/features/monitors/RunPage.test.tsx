import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import RunPage from './RunPage';
import { json, signedInMe, stubApi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

const monitor = { id: 'm1', url: 'https://shop.example/', alerts: {}, lastRun: null };
const run = (status: 'ok' | 'failed') => ({
  id: 'r2',
  trigger: 'schedule',
  scheduledFor: '2026-11-02T06:00:00.000Z',
  startedAt: '2026-11-02T06:00:00.000Z',
  finishedAt: '2026-11-02T06:00:04.000Z',
  status,
  score: status === 'ok' ? 71 : null,
  changes: { new: [], fixed: [] },
  ...(status === 'failed' ? { error: { code: 'TIMEOUT', message: '<b>Timed out</b> after 30 s' } } : {}),
});

/** Stands in for the app shell's report view: says what it was given. */
const renderReport = ({ report, baseline }: { report: { url: string }; baseline?: { url: string } }) => (
  <p>{`report of ${report.url}${baseline ? ' compared with the previous run' : ''}`}</p>
);

const page = () =>
  renderWithApp(
    <Routes>
      <Route path="/monitors/:id/runs/:runId" element={<RunPage renderReport={renderReport} />} />
    </Routes>,
    { route: '/monitors/m1/runs/r2' },
  );

describe('a run page', () => {
  it('shows the report compared with the previous successful run', async () => {
    stubApi({
      'GET /api/me': () => json(signedInMe()),
      'GET /api/monitors/m1': () => json(monitor),
      'GET /api/monitors/m1/runs/r2': () =>
        json({
          run: run('ok'),
          report: { url: 'https://shop.example/' },
          baseline: { url: 'https://shop.example/' },
          baselineRunId: 'r1',
        }),
    });
    await page();
    expect(
      await screen.findByText('report of https://shop.example/ compared with the previous run'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Run of https://shop.example/');
    expect(screen.getByText(/Scheduled · OK$/)).toBeTruthy();
  });

  it("says why a failed run failed, the site's words as text", async () => {
    stubApi({
      'GET /api/me': () => json(signedInMe()),
      'GET /api/monitors/m1': () => json(monitor),
      'GET /api/monitors/m1/runs/r2': () =>
        json({ run: run('failed'), report: null, baseline: null, baselineRunId: null }),
    });
    await page();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The run failed: <b>Timed out</b> after 30 s');
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.queryByText(/^report of/)).toBeNull();
  });
});
