/**
 * The "Rich results" section: each structured-data item a Google feature reads, with its status, what it
 * lacks and a link to Google's page for the feature; for a site audit, the pages per feature and the
 * templates sharing a problem. Everything from the audited site (item names, URLs) is React text.
 */
import type { Report, ReportRichResult } from '@rankscope/engine/report';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';

const STATUS_STYLE: Record<ReportRichResult['status'], string> = {
  eligible: 'bg-green-50 text-green-800',
  restricted: 'bg-yellow-50 text-yellow-800',
  invalid: 'bg-red-50 text-red-800',
  retired: 'bg-slate-100 text-slate-700',
};

const STATUSES: ReportRichResult['status'][] = ['eligible', 'invalid', 'restricted', 'retired'];

/** Google's English name of a feature ('Review snippet') in the page's language; a new one stays as is. */
export function featureName(name: string, t: TFunction<'report'>): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return t(`richResults.feature.${slug}`, { defaultValue: name });
}

/** What rich results are and what each status shown means, for readers who are not SEO experts. */
function Meaning({ shown }: { shown: Set<ReportRichResult['status']> }) {
  const { t } = useTranslation('report');
  return (
    <div className="mt-2 text-sm text-slate-700" data-testid="rich-results-meaning">
      <p>{t('richResults.meaning.intro')}</p>
      <dl className="mt-1 space-y-1">
        {STATUSES.filter((s) => shown.has(s)).map((s) => (
          <div key={s} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-900">{t(`richResults.status.${s}`)}</dt>
            <dd>{t(`richResults.meaning.${s}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Item({ item }: { item: ReportRichResult }) {
  const { t } = useTranslation('report');
  const feature = featureName(item.feature, t);
  const invalid = item.invalidValues.map((v) =>
    t('richResults.invalidValue', {
      property: v.property,
      value: v.value,
      reason: t(`richResults.reasons.${v.reason}`, { defaultValue: v.reason }),
    }),
  );
  return (
    <li className="py-3 text-sm" data-testid="rich-result">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{feature}</span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[item.status]}`}>
          {t(`richResults.status.${item.status}`)}
        </span>
        <span className="text-slate-600">
          {item.type}
          {item.name ? ` — ${item.name}` : ''}
          {item.line !== null && item.line !== undefined
            ? ` · ${t('richResults.line', { line: item.line })}`
            : ''}
          {item.source === 'rendered' ? ` · ${t('richResults.rendered')}` : ''}
        </span>
      </p>
      {item.missingRequired.length > 0 && (
        <p className="mt-1 text-red-800">
          {t('richResults.missingRequired', { list: item.missingRequired.join(', ') })}
        </p>
      )}
      {invalid.length > 0 && <p className="mt-1 break-words text-red-800">{invalid.join('; ')}</p>}
      {item.missingRecommended.length > 0 && (
        <p className="mt-1 text-slate-700">
          {t('richResults.missingRecommended', { list: item.missingRecommended.join(', ') })}
        </p>
      )}
      <p className="mt-1">
        <a className="text-blue-700 underline" href={item.docs} target="_blank" rel="noopener noreferrer">
          {t('richResults.docs', { feature })}
        </a>
      </p>
    </li>
  );
}

export function RichResults({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const items = report.richResults ?? [];
  const site = report.crawl?.richResults;
  if (items.length === 0 && !site) return null;
  const shown = new Set(items.map((i) => i.status));
  if (site) for (const s of ['eligible', 'invalid', 'retired'] as const) shown.add(s);
  return (
    <section aria-labelledby="report-rich-results" className={CARD}>
      <h2 id="report-rich-results" className={H2}>
        {t('richResults.heading')}
      </h2>
      {shown.size > 0 && <Meaning shown={shown} />}
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('richResults.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((item, i) => (
            <Item key={`${i}:${item.feature}:${item.type}`} item={item} />
          ))}
        </ul>
      )}
      {site && (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{t('richResults.site.heading')}</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-1">{t('richResults.site.feature')}</th>
                <th className="py-1 text-right">{t('richResults.site.eligible')}</th>
                <th className="py-1 text-right">{t('richResults.site.invalid')}</th>
                <th className="py-1 text-right">{t('richResults.site.warnings')}</th>
                <th className="py-1 text-right">{t('richResults.site.retired')}</th>
              </tr>
            </thead>
            <tbody>
              {site.matrix.map((r) => (
                <tr key={r.feature} className="border-b border-slate-100">
                  <td className="py-1">{featureName(r.feature, t)}</td>
                  <td className="py-1 text-right">{r.eligible}</td>
                  <td className="py-1 text-right">{r.invalid}</td>
                  <td className="py-1 text-right">{r.warnings}</td>
                  <td className="py-1 text-right">{r.retired}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {site.templates.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-slate-900">{t('richResults.site.templates')}</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {site.templates.map((tp) => (
                  <li key={`${tp.feature}:${tp.problem}:${tp.pattern}`}>
                    <p>
                      {t('richResults.site.template', {
                        pattern: tp.pattern,
                        feature: featureName(tp.feature, t),
                        problem: tp.problem,
                        count: tp.pages,
                      })}
                    </p>
                    <ul className="ml-4 list-disc text-slate-600">
                      {tp.examples.map((u) => (
                        <li key={u} className="break-all">
                          {u}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
