import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import type { Run } from './api';
import { ScoreChart } from './ScoreChart';

const run = (id: string, score: number | null, status: Run['status'] = 'ok'): Run => ({
  id,
  trigger: 'schedule',
  scheduledFor: '2026-11-01T06:00:00.000Z',
  startedAt: '2026-11-01T06:00:00.000Z',
  finishedAt: '2026-11-01T06:00:05.000Z',
  status,
  score,
  previousScore: null,
  changes: { new: [], fixed: [] },
  alert: null,
  alertSentAt: null,
  missedTicks: 0,
});

describe('ScoreChart', () => {
  it('draws the successful runs oldest to newest and tells screen readers the numbers', async () => {
    // Newest first, as the API lists them; the failed run has no score and is left out.
    await renderWithApp(
      <ScoreChart runs={[run('r4', 64), run('r3', null, 'failed'), run('r2', 91), run('r1', 72)]} />,
      {
        lang: 'fr',
      },
    );
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Score dans le temps\u00a0: 3 exécutions, de 72 à 64, minimum 64, maximum 91.',
    );
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it('says there is no score before the first run finishes', async () => {
    await renderWithApp(<ScoreChart runs={[run('r1', null, 'running')]} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No score yet: the first run has not finished.')).toBeTruthy();
  });
});
