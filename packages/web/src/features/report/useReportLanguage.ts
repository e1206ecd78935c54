/**
 * The open report in the language of the picker (issue 16 #2): the server-written texts (check messages,
 * suggestions, fixes, lab reasons) come in the language the audit ran in, so on a language change the
 * server renders the same report again (`POST /api/reports/localize`, one request, no new audit) and the
 * localized copy replaces the stored one, so a reload shows the chosen language too.
 */
import type { Report } from '@rankscope/engine/report';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Code } from '@/i18n';
import { api, type SignedReport } from '@/lib/api-client';
import { saveReport } from '@/lib/report-store';

export function useReportLanguage(report: Report | null): {
  report: Report | null;
  /** Set while the report is being rendered in the picked language. */
  pending: boolean;
  failed: boolean;
} {
  const { i18n } = useTranslation();
  // i18n.language, as the audit request sends it: resolvedLanguage stays 'en' when a language's texts
  // were added after start-up.
  const code = i18n.language.slice(0, 2).toLowerCase();
  const lang: Code = code === 'es' || code === 'fr' ? code : 'en';
  const needed = report !== null && report.reportLang !== lang;
  const localized = useQuery({
    queryKey: ['localized-report', report?.url, report?.fetchedAt, lang],
    queryFn: async ({ signal }) => {
      const out = await api.localize(report as SignedReport, lang, signal);
      await saveReport(out);
      return out;
    },
    enabled: needed,
    staleTime: Infinity,
    retry: false,
  });
  if (!needed) return { report, pending: false, failed: false };
  // Until the new texts arrive (or if they cannot), the report stays readable in its own language.
  return { report: localized.data ?? report, pending: localized.isPending, failed: localized.isError };
}
