/** "Recent audits" on the home page: the reports kept in this browser (IndexedDB), newest first. */
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recentAudits, reportPath } from '@/lib/report-store';
import { bandOf, BAND_STYLE } from './presentation';

/** Shown at most on the home page; the store keeps a few more. */
const SHOWN = 5;

export function RecentAudits() {
  const { t, i18n } = useTranslation('report');
  // Always fresh: a report saved in another tab shows the next time the home page is opened.
  const recent = useQuery({ queryKey: ['recent-audits'], queryFn: recentAudits, staleTime: 0 });
  const rows = (recent.data ?? []).slice(0, SHOWN);
  if (rows.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-labelledby="recent-audits"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 text-left"
    >
      <h2 id="recent-audits" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-600" />
        {t('recent.heading')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {rows.map((r) => (
          <li key={`${r.at} ${r.url}`}>
            <Link
              to={reportPath(r.url, r.at)}
              className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
            >
              <span className={`w-9 shrink-0 text-right font-bold ${BAND_STYLE[bandOf(r.score)].text}`}>
                {r.score}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{r.url}</span>
                <span className="block truncate text-xs text-slate-600">
                  {r.title} · {date.format(new Date(r.at))}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
