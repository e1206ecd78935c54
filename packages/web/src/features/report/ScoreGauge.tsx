/** The overall score as a ring with its number and band in text (colour is never the only signal). */
import { useTranslation } from 'react-i18next';
import { BAND_STYLE, bandOf } from './presentation';

const R = 52;
const CIRCUMFERENCE = 2 * Math.PI * R;

export function ScoreGauge({ score }: { score: number }) {
  const { t } = useTranslation('report');
  const band = bandOf(score);
  const style = BAND_STYLE[band];
  const clamped = Math.min(100, Math.max(0, score));
  return (
    <figure className="flex flex-col items-center" data-band={band}>
      <div className="relative size-36">
        <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
          <circle cx="60" cy="60" r={R} fill="none" strokeWidth="10" className="stroke-slate-200" />
          <circle
            cx="60"
            cy="60"
            r={R}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
            className={style.stroke}
          />
        </svg>
        <p className="absolute inset-0 flex flex-col items-center justify-center">
          <span className={`text-4xl font-bold ${style.text}`}>{score}</span>
          <span className="text-sm text-slate-600">{t('header.outOf')}</span>
        </p>
      </div>
      <figcaption className={`mt-2 rounded-full px-3 py-1 text-sm font-semibold ${style.bg} ${style.text}`}>
        <span className="sr-only">{t('labelled', { ns: 'common', label: t('header.score') })}</span>
        {t(`band.${band}`)}
      </figcaption>
    </figure>
  );
}
