/**
 * The site section of a site audit (issue 7): pages crawled and why the crawl stopped, status codes,
 * issues ranked by pages affected, duplicate groups, broken links with the pages linking to them, orphans
 * and pages missing from the sitemap, and every crawled page. Everything from the site is React text.
 */
import type { Report } from '@rankscope/engine/report';
import { useTranslation } from 'react-i18next';
import { bandOf, BAND_STYLE, CARD, H2 } from './presentation';

type Crawl = NonNullable<Report['crawl']>;
type DuplicateGroup = Crawl['duplicateTitles'][number];

const H3 = 'text-base font-semibold text-slate-900';
const MUTED = 'text-sm text-slate-600';
/** Long lists show this many entries; the per-page table shows every page. */
const LIST_MAX = 20;

function statusClass(code: number): string {
  if (code >= 200 && code < 300) return 'text-green-700';
  if (code >= 300 && code < 400) return 'text-yellow-700';
  return 'text-red-700';
}

function UrlList({ urls, label }: { urls: readonly string[]; label?: string }) {
  const { t } = useTranslation('report');
  if (urls.length === 0) return <p className={MUTED}>{t('site.none')}</p>;
  return (
    <ul aria-label={label} className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-all text-slate-800">
      {urls.slice(0, LIST_MAX).map((u) => (
        <li key={u}>{u}</li>
      ))}
      {urls.length > LIST_MAX && <li className="list-none text-slate-600">… +{urls.length - LIST_MAX}</li>}
    </ul>
  );
}

function Groups({ title, groups }: { title: string; groups: readonly DuplicateGroup[] }) {
  const { t } = useTranslation('report');
  if (groups.length === 0) return null;
  return (
    <div>
      <h3 className={H3}>
        {title} ({groups.length})
      </h3>
      <ul className="mt-2 space-y-3">
        {groups.slice(0, LIST_MAX).map((g, i) => (
          <li key={`${g.value}-${i}`}>
            <p className="text-sm font-medium break-words text-slate-900">
              “{g.value}”
              {g.similarity !== undefined && g.similarity < 1 && (
                <span className="ml-2 font-normal text-slate-600">
                  {t('site.similar', { percent: Math.round(g.similarity * 100) })}
                </span>
              )}
            </p>
            <UrlList urls={g.urls} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteSection({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const crawl = report.crawl;
  if (!crawl) return null;
  const statuses = Object.entries(crawl.statusCounts).sort(([a], [b]) => Number(a) - Number(b));
  const stop: Crawl['stopReason'] = crawl.stopReason;
  // Check titles in the report's language (the crawl keeps ids).
  const titles = new Map(report.checks.map((c) => [c.id, c.title]));
  return (
    <section aria-labelledby="report-site" className={`${CARD} space-y-6`}>
      <div>
        <h2 id="report-site" className={H2}>
          {t('site.heading')}
        </h2>
        <p className={`${MUTED} break-all`}>{t('site.start', { url: crawl.startUrl })}</p>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-6 gap-y-2">
          <p>
            <span
              data-testid="site-score"
              className={`text-3xl font-bold ${crawl.siteScore === null ? 'text-slate-700' : BAND_STYLE[bandOf(crawl.siteScore)].text}`}
            >
              {crawl.siteScore ?? '–'}
            </span>
            <span className="text-slate-600"> / 100 · {t('site.siteScore')}</span>
          </p>
          <p className="text-sm text-slate-800">
            {t('site.pagesCrawled', {
              n: crawl.pages.length,
              seconds: Math.round(crawl.durationMs / 100) / 10,
            })}
            {' — '}
            {t(`site.stop.${stop}`)}
          </p>
        </div>
        <p className="mt-1 text-xs text-slate-600">{t('site.siteScoreHelp')}</p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className={H3}>{t('site.statusCodes')}</h3>
          <dl className="mt-2 space-y-1 text-sm">
            {statuses.map(([code, n]) => (
              <div key={code} className="flex justify-between gap-2 border-b border-slate-200 py-1">
                <dt className={statusClass(Number(code))}>{code === '0' ? t('site.failedFetch') : code}</dt>
                <dd className="font-semibold text-slate-900">{n}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className={H3}>{t('site.issues')}</h3>
          {crawl.issues.length === 0 ? (
            <p className={MUTED}>{t('site.none')}</p>
          ) : (
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1 font-medium">{t('site.check')}</th>
                  <th className="py-1 text-right font-medium">{t('site.pages')}</th>
                </tr>
              </thead>
              <tbody>
                {crawl.issues.slice(0, LIST_MAX).map((i) => (
                  <tr key={i.checkId} className="border-t border-slate-200">
                    <td className="py-1 text-slate-800">
                      {titles.get(i.checkId) ?? i.checkId}{' '}
                      <span className="font-mono text-xs text-slate-600">{i.checkId}</span>
                    </td>
                    <td className="py-1 text-right font-semibold text-slate-900">{i.pages}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>

      <Groups title={t('site.duplicateTitles')} groups={crawl.duplicateTitles} />
      <Groups title={t('site.duplicateDescriptions')} groups={crawl.duplicateDescriptions} />
      <Groups title={t('site.nearDuplicates')} groups={crawl.nearDuplicates} />

      <div>
        <h3 className={H3}>
          {t('site.brokenLinks')} ({crawl.brokenLinks.length})
        </h3>
        {crawl.brokenLinks.length === 0 ? (
          <p className={MUTED}>{t('site.none')}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {crawl.brokenLinks.slice(0, LIST_MAX).map((b) => (
              <li key={b.url}>
                <p className="text-sm break-all">
                  <span className="mr-2 font-semibold text-red-700">
                    {b.status === 0 ? (b.error ?? t('site.failedFetch')) : b.status}
                  </span>
                  <span className="text-slate-900">{b.url}</span>
                </p>
                <p className="text-xs text-slate-600">{t('site.linkedFrom')}</p>
                <UrlList urls={b.linkedFrom} label={`${t('site.linkedFrom')} ${b.url}`} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {crawl.redirectLinks.length > 0 && (
        <div>
          <h3 className={H3}>
            {t('site.redirectLinks')} ({crawl.redirectLinks.length})
          </h3>
          <ul className="mt-2 space-y-3">
            {crawl.redirectLinks.slice(0, LIST_MAX).map((r) => (
              <li key={r.url}>
                <p className="text-sm break-all text-slate-900">
                  {r.url} <span className="text-slate-600">({t('site.hops', { n: r.hops })})</span>
                </p>
                <p className="text-xs text-slate-600">{t('site.linkedFrom')}</p>
                <UrlList urls={r.linkedFrom} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {(crawl.canonicalChains ?? []).length > 0 && (
        <div>
          <h3 className={H3}>
            {t('site.canonicalChains')} ({crawl.canonicalChains?.length})
          </h3>
          <ul className="mt-2 space-y-1">
            {(crawl.canonicalChains ?? []).slice(0, LIST_MAX).map((c) => (
              <li key={c.url} className="text-sm break-all text-slate-900">
                {c.chain.join(' → ')}
                {c.loop && <span className="text-red-700"> ({t('site.canonicalLoop')})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className={H3}>
            {t('site.orphans')} ({crawl.orphans.length})
          </h3>
          <UrlList urls={crawl.orphans} />
        </div>
        <div>
          <h3 className={H3}>
            {t('site.notInSitemap')}
            {crawl.notInSitemap && ` (${crawl.notInSitemap.length})`}
          </h3>
          {crawl.notInSitemap === null ? (
            <p className={MUTED}>{t('site.noSitemap')}</p>
          ) : (
            <UrlList urls={crawl.notInSitemap} />
          )}
        </div>
      </div>

      <div>
        <h3 className={H3}>
          {t('site.table')} ({crawl.pages.length})
        </h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 pr-3 font-medium">{t('site.url')}</th>
                <th className="py-1 pr-3 text-right font-medium">{t('site.status')}</th>
                <th className="py-1 pr-3 text-right font-medium">{t('site.score')}</th>
                <th className="py-1 text-right font-medium">{t('site.failedChecks')}</th>
              </tr>
            </thead>
            <tbody>
              {crawl.pages.map((p) => (
                <tr key={p.url} className="border-t border-slate-200 align-top">
                  <td className="py-1 pr-3 break-all text-slate-900">
                    {p.url}
                    {p.error && <span className="block text-xs text-red-700">{p.error}</span>}
                  </td>
                  <td
                    className={`py-1 pr-3 text-right ${p.status === 0 ? 'text-red-700' : statusClass(p.status)}`}
                  >
                    {p.status === 0 ? '–' : p.status}
                  </td>
                  <td className="py-1 pr-3 text-right font-semibold text-slate-900">{p.score ?? '–'}</td>
                  <td className="py-1 text-right text-slate-800" title={p.failedChecks.join(' ')}>
                    {p.failedChecks.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
