/** The PDF's file name (product.md §12) and saving a Blob through a temporary link. */
import type { Report } from '@rankscope/engine/report';

function siteName(report: Report): string {
  for (const candidate of [report.finalUrl, report.url]) {
    try {
      const host = new URL(candidate).hostname.toLowerCase().replace(/^www\./, '');
      if (host) return host.replace(/[^a-z0-9.-]/g, '-');
    } catch {
      // Not a URL: try the next one.
    }
  }
  return 'site';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `seo-report-<site>-<YYYY-MM-DD>.pdf`, the date in the visitor's local time. */
export function pdfFileName(report: Report, now: Date): string {
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `seo-report-${siteName(report)}-${day}.pdf`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
