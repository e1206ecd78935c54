/**
 * A monitor's score over time: a small SVG line of its successful runs, oldest to newest. Screen readers
 * get one sentence (runs, first, last, lowest, highest) instead of a drawing.
 */
import { useTranslation } from 'react-i18next';
import type { Run } from './api';

const W = 240;
const H = 56;
const PAD = 4;
/** The runs drawn (the newest ones). */
export const CHART_RUNS = 30;

/** Scores of the successful runs, oldest first, from runs listed newest first. */
export function scoreSeries(runs: Run[]): number[] {
  return runs
    .filter((r) => r.status === 'ok' && r.score !== null)
    .slice(0, CHART_RUNS)
    .map((r) => r.score as number)
    .reverse();
}

export function ScoreChart({ runs }: { runs: Run[] }) {
  const { t } = useTranslation('monitors');
  const scores = scoreSeries(runs);
  if (scores.length === 0) return <p className="text-sm text-slate-600">{t('chart.empty')}</p>;
  const x = (i: number) => (scores.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (scores.length - 1));
  const y = (s: number) => PAD + ((100 - s) * (H - 2 * PAD)) / 100;
  const points = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ');
  const last = scores[scores.length - 1] ?? 0;
  const label = t('chart.label', {
    count: scores.length,
    first: scores[0],
    last,
    min: Math.min(...scores),
    max: Math.max(...scores),
  });
  const color = last >= 80 ? '#15803d' : last >= 60 ? '#a16207' : '#b91c1c';
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full max-w-60 rounded-lg bg-slate-50"
    >
      <title>{label}</title>
      {/* The 80 and 60 band limits, faint. */}
      <line x1={0} x2={W} y1={y(80)} y2={y(80)} stroke="#cbd5e1" strokeDasharray="3 3" />
      <line x1={0} x2={W} y1={y(60)} y2={y(60)} stroke="#e2e8f0" strokeDasharray="3 3" />
      {scores.length > 1 && <polyline points={points} fill="none" stroke={color} strokeWidth={2} />}
      <circle cx={x(scores.length - 1)} cy={y(last)} r={3} fill={color} />
    </svg>
  );
}
