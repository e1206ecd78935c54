/** A Google-like result card built from the page's own title, URL and description (all plain text). */
import type { Report } from '@rankscope/engine/report';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';

export function SearchPreview({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const p = report.searchPreview;
  const title = p.title || report.title || t('errors.untitled', { ns: 'common' });
  const url = p.url || report.finalUrl || report.url;
  const description = p.description || report.description || t('errors.noDescription', { ns: 'common' });
  return (
    <section aria-labelledby="report-preview" className={CARD}>
      <h2 id="report-preview" className={H2}>
        {t('preview.heading')}
      </h2>
      <div className="mt-4 rounded-xl border border-slate-200 p-4 font-[Arial,sans-serif]">
        <p className="truncate text-sm text-slate-700">{url}</p>
        <p className="mt-1 text-xl leading-snug break-words text-[#1a0dab]">{title}</p>
        <p className="mt-1 text-sm break-words text-slate-700">{description}</p>
      </div>
      {(p.titleTruncated || p.descriptionTruncated) && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-yellow-800">
          {p.titleTruncated && <li>{t('preview.titleTruncated')}</li>}
          {p.descriptionTruncated && <li>{t('preview.descriptionTruncated')}</li>}
        </ul>
      )}
    </section>
  );
}
