/** Test-only: a report with fixes of both kinds (a page snippet with hostile markup, a server rule). */
import type { Report } from '../report/index.js';

export const HOSTILE_TITLE = '<title>Oak </title><script>alert(1)</script></title>';
export const NGINX = 'add_header Strict-Transport-Security "max-age=31536000" always;';
export const APACHE = 'Header always set Strict-Transport-Security "max-age=31536000"';

/** The fixture report with two fixes: one from the page (hostile markup inside), one server rule. */
export function withFixes(report: Report, overrides: Partial<Report> = {}): Report {
  return {
    ...report,
    suggestions: [
      {
        checkId: 'title-length',
        priority: 'high',
        scoreGain: 2.5,
        text: 'Use a title that fits.',
        fix: {
          kind: 'html',
          language: 'html',
          snippet: HOSTILE_TITLE,
          where: 'inside <head>',
          note: 'From the h1.',
        },
      },
      {
        checkId: 'hsts',
        priority: 'medium',
        scoreGain: 1,
        text: 'Send HSTS.',
        fix: {
          kind: 'server-config',
          language: 'nginx',
          snippet: NGINX,
          where: 'in the server block for https',
          alternatives: [{ language: 'apache', snippet: APACHE }],
        },
      },
    ],
    ...overrides,
  };
}
