import { describe, expect, it } from 'vitest';
import { atOrAbove, decideAlert, stateAfter, type RunOutcome } from './decide.js';

const ok = (over: Partial<RunOutcome> = {}): RunOutcome => ({
  state: 'ok',
  status: 'ok',
  compared: true,
  newProblems: [],
  score: 80,
  previousScore: 80,
  minSeverity: 'critical',
  scoreDrop: null,
  ...over,
});

describe('decideAlert', () => {
  it('says nothing on the first run, even with problems and a low score', () => {
    expect(
      decideAlert(
        ok({
          state: 'new',
          compared: false,
          newProblems: [{ severity: 'critical' }],
          score: 10,
          previousScore: null,
          scoreDrop: 1,
        }),
      ),
    ).toBeNull();
  });

  it('says nothing when nothing changed', () => {
    expect(decideAlert(ok())).toBeNull();
    expect(decideAlert(ok({ scoreDrop: 5, score: 81 }))).toBeNull();
  });

  it('alerts a change for a new problem at or above the minimum severity, not below it', () => {
    expect(decideAlert(ok({ newProblems: [{ severity: 'critical' }] }))).toBe('monitor.changed');
    expect(decideAlert(ok({ newProblems: [{ severity: 'recommended' }] }))).toBeNull();
    expect(decideAlert(ok({ newProblems: [{ severity: 'recommended' }], minSeverity: 'recommended' }))).toBe(
      'monitor.changed',
    );
    expect(decideAlert(ok({ newProblems: [{ severity: 'info' }], minSeverity: 'recommended' }))).toBeNull();
    expect(decideAlert(ok({ newProblems: [{ severity: 'info' }], minSeverity: 'info' }))).toBe(
      'monitor.changed',
    );
    // Many changes: still one alert.
    expect(
      decideAlert(
        ok({ newProblems: [{ severity: 'critical' }, { severity: 'critical' }], scoreDrop: 1, score: 50 }),
      ),
    ).toBe('monitor.changed');
  });

  it('lists flapping problems but alerts only for the others (flap damping)', () => {
    expect(decideAlert(ok({ newProblems: [{ severity: 'critical', flapping: true }] }))).toBeNull();
    expect(
      decideAlert(ok({ newProblems: [{ severity: 'critical', flapping: true }, { severity: 'critical' }] })),
    ).toBe('monitor.changed');
    // A flapping problem does not hide a score drop.
    expect(
      decideAlert(ok({ newProblems: [{ severity: 'critical', flapping: true }], scoreDrop: 5, score: 70 })),
    ).toBe('monitor.changed');
  });

  it('alerts a change for a score drop of at least scoreDrop points, only when asked', () => {
    expect(decideAlert(ok({ scoreDrop: 5, score: 75 }))).toBe('monitor.changed');
    expect(decideAlert(ok({ scoreDrop: 5, score: 76 }))).toBeNull();
    expect(decideAlert(ok({ scoreDrop: null, score: 10 }))).toBeNull();
    expect(decideAlert(ok({ scoreDrop: 5, score: 95 }))).toBeNull();
    expect(decideAlert(ok({ scoreDrop: 5, score: null }))).toBeNull();
  });

  it('alerts a failure after ok or new, and nothing while it stays failed', () => {
    expect(decideAlert(ok({ status: 'failed', compared: false, score: null }))).toBe('monitor.failed');
    expect(decideAlert(ok({ state: 'new', status: 'failed', compared: false }))).toBe('monitor.failed');
    expect(decideAlert(ok({ state: 'failed', status: 'failed', compared: false }))).toBeNull();
  });

  it('alerts a recovery once: the first success after a failure, whatever changed', () => {
    expect(decideAlert(ok({ state: 'failed' }))).toBe('monitor.recovered');
    expect(decideAlert(ok({ state: 'failed', newProblems: [{ severity: 'critical' }] }))).toBe(
      'monitor.recovered',
    );
    expect(decideAlert(ok({ state: 'failed', compared: false }))).toBe('monitor.recovered');
    // The state after it is ok, so the next success is an ordinary run.
    expect(stateAfter({ state: 'failed', status: 'ok' })).toBe('ok');
    expect(decideAlert(ok({ state: stateAfter({ state: 'failed', status: 'ok' }) }))).toBeNull();
  });

  it('says nothing, and keeps the state, when the server could not make the run', () => {
    for (const state of ['new', 'ok', 'failed'] as const) {
      expect(decideAlert(ok({ state, status: 'skipped' }))).toBeNull();
      expect(stateAfter({ state, status: 'skipped' })).toBe(state);
    }
    expect(stateAfter({ state: 'ok', status: 'failed' })).toBe('failed');
  });

  it('orders severities critical > recommended > info', () => {
    expect(atOrAbove('critical', 'recommended')).toBe(true);
    expect(atOrAbove('recommended', 'critical')).toBe(false);
    expect(atOrAbove('info', 'info')).toBe(true);
  });
});
