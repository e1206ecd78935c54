import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { Run } from './api';
import { RunsTable } from './RunsTable';

const run = (id: string, missedTicks: number): Run => ({
  id,
  trigger: 'schedule',
  scheduledFor: '2026-12-07T05:00:00.000Z',
  startedAt: '2026-12-07T05:00:00.000Z',
  finishedAt: '2026-12-07T05:00:03.000Z',
  status: 'ok',
  score: 90,
  changes: { new: [], fixed: [] },
  missedTicks,
});

describe('the runs table', () => {
  it('says when ticks were missed and counted on a run (issue 32), in the reader’s language', async () => {
    await renderWithApp(<RunsTable monitorId="m1" runs={[run('r2', 3), run('r1', 0)]} />);
    expect(screen.getAllByText(/missed tick/)).toHaveLength(1);
    expect(
      screen.getByText('3 missed ticks counted on this run (it was still running, or the server was down)'),
    ).toBeTruthy();
  });

  it('says it in French too', async () => {
    await renderWithApp(<RunsTable monitorId="m1" runs={[run('r1', 1)]} />, { lang: 'fr' });
    expect(screen.getByText(/^1 exécution prévue manquée/)).toBeTruthy();
  });
});
