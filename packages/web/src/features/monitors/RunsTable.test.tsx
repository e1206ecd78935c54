import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import type { Run } from './api';
import { RunsTable } from './RunsTable';

const run = (id: string, status: Run['status'], previousScore: number | null, fixed = 0): Run => ({
  id,
  trigger: 'schedule',
  scheduledFor: '2026-11-02T06:00:00.000Z',
  startedAt: '2026-11-02T06:00:00.000Z',
  finishedAt: '2026-11-02T06:00:04.000Z',
  status,
  score: status === 'ok' ? 71 : null,
  previousScore,
  changes: {
    new: [],
    fixed: Array.from({ length: fixed }, (_, i) => ({ checkId: `c${i}`, severity: 'critical', title: 'T' })),
  },
  alert: null,
  alertSentAt: null,
  missedTicks: 0,
});

const missed = (id: string, missedTicks: number): Run => ({
  id,
  trigger: 'schedule',
  scheduledFor: '2026-12-07T05:00:00.000Z',
  startedAt: '2026-12-07T05:00:00.000Z',
  finishedAt: '2026-12-07T05:00:03.000Z',
  status: 'ok',
  score: 90,
  previousScore: null,
  changes: { new: [], fixed: [] },
  alert: null,
  alertSentAt: null,
  missedTicks,
});

const changesOf = () => screen.getAllByTestId('run').map((row) => row.lastElementChild?.textContent);

describe('RunsTable', () => {
  it('says a first run had nothing to compare with, instead of "0 new problems, 0 fixed"', async () => {
    const runs = [
      run('r4', 'running', null),
      run('r3', 'failed', null),
      run('r2', 'ok', 64, 2),
      run('r1', 'ok', null),
    ];
    await renderWithApp(<RunsTable monitorId="m1" runs={runs} />, { lang: 'fr' });
    expect(changesOf()).toEqual([
      '—',
      '—',
      '0 nouveau problème, 2 corrigés',
      'Première exécution\u00a0: rien à comparer pour l’instant',
    ]);
  });
});

describe('the runs table', () => {
  it('says when ticks were missed and counted on a run (issue 32), in the reader’s language', async () => {
    await renderWithApp(<RunsTable monitorId="m1" runs={[missed('r2', 3), missed('r1', 0)]} />);
    expect(screen.getAllByText(/missed tick/)).toHaveLength(1);
    expect(
      screen.getByText('3 missed ticks counted on this run (it was still running, or the server was down)'),
    ).toBeTruthy();
  });

  it('says it in French too', async () => {
    await renderWithApp(<RunsTable monitorId="m1" runs={[missed('r1', 1)]} />, { lang: 'fr' });
    expect(screen.getByText(/^1 exécution prévue manquée/)).toBeTruthy();
  });
});
