/**
 * Every verified html fix of the page in one place: "Copy all fixes" (each snippet under a comment naming
 * its check and where it goes), "Download the fixed page" (all of them applied, as `rankscope fix` writes
 * it) and the <head> lines they change, before and after, as the engine applied them together. Page-derived text is rendered as text, never as HTML.
 */
import type { Fix, Report } from '@rankscope/engine/report';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadFixedPage } from './DownloadFixedPage';
import { CARD, H2 } from './presentation';

type Lang = 'en' | 'es' | 'fr';

/** The verified html fixes, each edit once (several checks can share one fix), most valuable first. */
export function verifiedFixes(report: Report): { checkId: string; title: string; fix: Fix }[] {
  const seen = new Set<string>();
  return report.checks
    .filter((c) => c.readyFix?.verified && c.readyFix.kind === 'html')
    .sort((a, b) => b.gain - a.gain)
    .filter((c) => {
      const key = c.readyFix!.snippet;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((c) => ({ checkId: c.id, title: c.title, fix: c.readyFix! }));
}

/** What "Copy all fixes" puts on the clipboard. */
export function allFixesText(report: Report, lang: Lang): string {
  return verifiedFixes(report)
    .map(({ title, fix }) => {
      const where = fix.texts?.[lang]?.where ?? fix.where;
      // "--" cannot appear in an HTML comment.
      return `<!-- ${`${title}: ${where}`.replace(/--/g, '—')} -->\n${fix.snippet}`;
    })
    .join('\n\n');
}

function Lines({
  lines,
  sign,
  label,
}: {
  lines: { line: number; text: string }[];
  sign: string;
  label: string;
}) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className="text-xs font-semibold text-slate-700">{label}</h3>
      <pre
        aria-label={label}
        className={`mt-1 max-h-80 overflow-auto rounded-lg p-3 text-xs leading-relaxed ${
          sign === '-' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'
        }`}
      >
        <code>{lines.map((l) => `${sign} ${l.line}: ${l.text.trim()}`).join('\n')}</code>
      </pre>
    </div>
  );
}

export function AllFixes({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const [copied, setCopied] = useState<boolean | null>(null);
  const fixes = verifiedFixes(report);
  if (fixes.length === 0) return null;
  const lang = (['en', 'es', 'fr'].includes(i18n.language) ? i18n.language : 'en') as Lang;
  const head = report.fixedHead;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(allFixesText(report, lang));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="report-all-fixes" className={CARD}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="report-all-fixes" className={H2}>
          {t('allFixes.title')}
        </h2>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-1 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('allFixes.copied') : t('allFixes.copy')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('allFixes.verified', { count: fixes.length })}</p>
      <div className="mt-3">
        <DownloadFixedPage report={report} />
      </div>
      <p aria-live="polite" className="sr-only">
        {copied === true ? t('allFixes.copiedLive') : copied === false ? t('allFixes.copyFailed') : ''}
      </p>
      {copied === false && (
        <pre className="mt-3 max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          <code>{allFixesText(report, lang)}</code>
        </pre>
      )}
      {head && (head.before.length > 0 || head.after.length > 0) && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">{t('allFixes.headChanges')}</h3>
          <div className="mt-2 flex flex-col gap-3 md:flex-row">
            <Lines lines={head.before} sign="-" label={t('allFixes.before')} />
            <Lines lines={head.after} sign="+" label={t('allFixes.after')} />
          </div>
        </div>
      )}
    </section>
  );
}
