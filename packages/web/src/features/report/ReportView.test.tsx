import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@rankscope/engine/report';
import { renderWithApp } from '@/test-support/render';
import { ReportView as LazyReportView } from './index';
import { PremiumDialog } from './PremiumDialog';
import ReportView from './ReportView';
import { ScoreGauge } from './ScoreGauge';
import { check, makeReport } from '../../test-support/report';
import {
  callsTo,
  DialogProbe,
  json,
  me,
  meLoaded,
  openDialogName,
  stubFetch,
} from '../../test-support/report-render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderReport(report: Report | null, opts: { readOnly?: boolean } = {}) {
  const onNewAnalysis = vi.fn();
  const result = await renderWithApp(
    <>
      <ReportView report={report} onNewAnalysis={onNewAnalysis} readOnly={opts.readOnly} />
      <PremiumDialog />
      <DialogProbe />
    </>,
  );
  return { ...result, onNewAnalysis };
}

const checkButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('ScoreGauge', () => {
  it.each([
    [80, 'Very Good', 'text-green-700'],
    [79, 'Good', 'text-yellow-700'],
    [60, 'Good', 'text-yellow-700'],
    [59, 'Needs Improvement', 'text-red-700'],
  ])('shows %i as %s', async (score, label, colour) => {
    const { container } = await renderWithApp(<ScoreGauge score={score} />);
    const caption = container.querySelector('figcaption');
    expect(caption?.textContent).toContain(label);
    expect(caption?.className).toContain(colour);
    expect(screen.getByText(String(score)).className).toContain(colour);
  });
});

describe('ReportView', () => {
  it('renders the header, summary and sections; New Analysis calls back', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const { onNewAnalysis } = await renderReport(makeReport());
    expect(screen.getByRole('heading', { level: 1, name: 'SEO report for www.example.com' })).toBeTruthy();
    expect(screen.getAllByText('Example Domain').length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('All items').nextSibling?.textContent).toBe('5');
    expect(within(summary).getByText('Critical').nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('heading', { name: 'Expert fixes' })).toBeTruthy();
    expect(screen.getByText('+6 points')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Analysis' }));
    expect(onNewAnalysis).toHaveBeenCalledOnce();
  });

  it('calls suggestions AI only when a model wrote them', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(makeReport({ suggestionsSource: 'ai' }));
    expect(screen.getByRole('heading', { name: 'AI suggestions' })).toBeTruthy();
  });

  it('groups checks by category, failures first, and filters them', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(makeReport());
    const meta = screen.getByRole('region', { name: 'Meta information' });
    const titles = within(meta)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(titles).toEqual(['CriticalMeta description', 'GoodPage title']);
    expect(screen.getByRole('region', { name: 'Security' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Critical (1)' }));
    expect(screen.queryByRole('button', { name: /Page title/ })).toBeNull();
    expect(checkButton('Meta description')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Security' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Good (2)' }));
    expect(checkButton('Page title')).toBeTruthy();
    expect(checkButton('Compression')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Meta description/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Recommended (1)' }));
    expect(checkButton('Image alt texts')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'All (5)' }));
    // Critical checks start open (what to read first); the others open on demand.
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(4);
    expect(screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)).toEqual([
      'CriticalMeta description',
    ]);
  });

  it('filters the checks that do not apply with a Not applicable chip', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(makeReport());
    await userEvent.click(screen.getByRole('radio', { name: 'Not applicable (1)' }));
    expect(checkButton('HSTS header')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Page title/ })).toBeNull();
  });

  it('gives the Performance group no score that looks measured when the lab did not run', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const report = makeReport({
      checks: [check({ id: 'render-blocking', category: 'performance', title: 'Render-blocking scripts' })],
      categories: [
        { category: 'performance', label: 'Performance', score: 100, applicableChecks: 1, failedChecks: 0 },
      ],
    });
    const reason = 'This server has lab runs switched off (LAB=off).';
    report.performance = {
      mobile: { score: null, unavailableReason: reason },
      desktop: { score: null, unavailableReason: reason },
    };
    await renderReport(report);
    const group = screen.getByRole('region', { name: 'Performance' });
    expect(group.textContent).toContain('No lab score: static checks only');
    expect(group.textContent).not.toContain('100/100');
    const lab = screen.getByRole('region', { name: 'Performance scores' });
    expect(within(lab).getAllByText('Lab scores missing')).toHaveLength(2);
    expect(within(lab).getAllByText(reason)).toHaveLength(2);
  });

  it('expands a failed check to its message, items and how to fix', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(makeReport());
    const user = userEvent.setup();
    const button = checkButton('Image alt texts');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    const p = within(panel as HTMLElement);
    expect(p.getByText('3 images have no alt text.')).toBeTruthy();
    expect(p.getByText('/a.png')).toBeTruthy();
    expect(p.getByText('line 12')).toBeTruthy();
    expect(p.getByText('decorative?')).toBeTruthy();
    expect(p.getByText('+1 more')).toBeTruthy();
    expect(p.getByRole('heading', { name: 'How to fix' })).toBeTruthy();
    expect(p.getByText('Describe each image in its alt attribute.')).toBeTruthy();

    await user.click(checkButton('Page title'));
    expect(screen.getByText('The page has a title.')).toBeTruthy();
    // The open critical check's fix and this one's; the passed check has none.
    expect(screen.getAllByRole('heading', { name: 'How to fix' })).toHaveLength(2);
  });

  it('says a report that reached a sign-in page is not the site’s, in the web’s own words', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const wall = check({
      id: 'login-wall',
      category: 'server',
      title: 'Sign-in wall',
      status: 'critical',
      severity: 'critical',
      message:
        'Rankscope reached a sign-in page, not your content: pass credentials with --header, --cookie or --auth (the page answered 401).',
      messageRef: { key: 'status', values: { status: 401, url: 'https://preview.example.com/' } },
    });
    const base = makeReport();
    await renderReport(
      makeReport({
        checks: [...base.checks, wall],
        loginWall: { reason: 'status', status: 401, url: base.finalUrl, message: 'engine text' },
      }),
    );
    expect(screen.getByTestId('login-wall').textContent).toContain(
      'Rankscope reached a sign-in page, not your content, so this score is not your site',
    );
    const button = checkButton('Sign-in wall');
    if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
    const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
    // What the engine found stays in the web's words: the status the page answered.
    expect(panel.getByText(/under Advanced in the audit form/).textContent).toContain(
      '(the page answered 401)',
    );
    expect(panel.queryByText(/--header/)).toBeNull();
  });

  it('says where a login wall redirected, with the sign-in URL as plain text', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const signIn = 'https://accounts.example.com/login?next=<b>x</b>';
    const wall = check({
      id: 'login-wall',
      category: 'server',
      title: 'Sign-in wall',
      status: 'critical',
      severity: 'critical',
      message: 'engine text',
      messageRef: { key: 'redirect', values: { url: signIn } },
    });
    const base = makeReport();
    const { container } = await renderReport(
      makeReport({
        checks: [...base.checks, wall],
        loginWall: { reason: 'redirect', status: 200, url: signIn, message: 'engine text' },
      }),
    );
    const button = checkButton('Sign-in wall');
    if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
    const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(panel.getByText(/under Advanced in the audit form/).textContent).toContain(
      `(redirected to ${signIn})`,
    );
    expect(container.querySelector('b')).toBeNull();
  });

  it('says a blocked score is kept below 50 (it is scaled, so 43 is not "capped at 49")', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const blocker = check({
      id: 'http-status',
      title: 'HTTP status',
      status: 'critical',
      severity: 'critical',
    });
    const base = makeReport();
    const blocked = { checks: [...base.checks, blocker], cappedBy: ['http-status'], seoScore: 43 };
    const { unmount } = await renderReport(makeReport({ ...blocked, scoreWithoutBlockers: 88 }));
    const note = screen.getByTestId('score-capped').textContent ?? '';
    expect(note).toBe(
      'The score is kept below 50 because of a blocking issue: HTTP status. Without it, the score would be 88.',
    );
    unmount();
    // Behind a sign-in wall the score without blockers is the sign-in page's: it is not given.
    await renderReport(
      makeReport({
        ...blocked,
        scoreWithoutBlockers: 64,
        loginWall: { reason: 'status', status: 401, url: base.finalUrl, message: 'engine text' },
      }),
    );
    expect(screen.getByTestId('score-capped').textContent).not.toContain('64');
  });

  it('shows no sign-in notice on an ordinary report', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(makeReport());
    expect(screen.queryByTestId('login-wall')).toBeNull();
  });

  it('shows markup from the audited site as literal text', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const evil = '<script>window.pwned=1</script><img src=x onerror="window.pwned=1">';
    const report = makeReport({ title: evil, description: evil });
    report.searchPreview.title = evil;
    report.checks = [check({ id: 'x', title: evil, status: 'critical', message: evil })];
    report.keywords = [{ ...report.keywords[0]!, word: evil }];
    report.suggestions = [{ checkId: 'x', priority: 'high', scoreGain: 1, text: evil }];
    const { container } = await renderReport(report);
    await userEvent.click(checkButton('script'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(evil).length).toBeGreaterThanOrEqual(6);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows at most 15 keywords', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(makeReport());
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getByText('keyword15')).toBeTruthy();
    expect(within(table).queryByText('keyword16')).toBeNull();
  });

  it('says why a lab score is unavailable, and falls back on missing texts', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    const report = makeReport({ title: '', description: '' });
    report.performance.mobile = {
      score: null,
      unavailableReason: 'Chromium is not installed on this server.',
    };
    report.searchPreview = { ...report.searchPreview, title: '', description: '', titleTruncated: true };
    await renderReport(report);
    expect(screen.getByText('Lab scores missing')).toBeTruthy();
    expect(screen.getByText('Chromium is not installed on this server.')).toBeTruthy();
    expect(screen.getByText('45')).toBeTruthy();
    expect(screen.getAllByText('Untitled Page').length).toBe(2);
    expect(screen.getByText('No meta description available')).toBeTruthy();
    expect(screen.getByText('The title is too long: search engines will cut it off.')).toBeTruthy();
  });

  it('keeps the other sections when one fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ '/api/me': () => json(me()) });
    const broken = { ...makeReport(), searchPreview: undefined } as unknown as Report;
    await renderReport(broken);
    expect(screen.getByText(/This section could not be displayed/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Summary' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Keywords' })).toBeTruthy();
  });

  it('says so when there is no report', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderReport(null);
    expect(screen.getByText('No report data available.')).toBeTruthy();
  });

  it('loads as a lazy chunk', async () => {
    stubFetch({ '/api/me': () => json(me()) });
    await renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <LazyReportView report={makeReport()} onNewAnalysis={() => {}} />
      </Suspense>,
    );
    // The chunk's first import can take more than a second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('Download Report', () => {
  it('opens the Pro dialog naming the PDF when plans are gated and the user is not Pro', async () => {
    const spy = stubFetch({ '/api/me': () => json(me({ planGating: true, pro: false })) });
    await renderReport(makeReport());
    await meLoaded(spy);
    await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(openDialogName()).toBe('premium');
    expect(screen.getByRole('dialog', { name: 'PDF reports are a Pro feature' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /See plans/ }).getAttribute('href')).toBe('/pricing');
    expect(callsTo(spy, '/api/reports/pdf')).toHaveLength(0);
  });

  it('downloads the PDF under seo-report-<site>-<date>.pdf', async () => {
    const spy = stubFetch({
      '/api/me': () => json(me({ planGating: false })),
      '/api/reports/pdf': () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await renderReport(makeReport());
    await meLoaded(spy);
    await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(downloaded).not.toBe(''));
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(downloaded).toBe(`seo-report-example.com-${day}.pdf`);
    expect(createObjectURL).toHaveBeenCalledOnce();
    const body = JSON.parse(String(callsTo(spy, '/api/reports/pdf')[0]?.[1]?.body)) as { lang: string };
    expect(body.lang).toBe('en');
  });

  it('shows an alert when the PDF cannot be made', async () => {
    const spy = stubFetch({
      '/api/me': () => json(me({ planGating: false })),
      '/api/reports/pdf': () => json({ error: 'no Chromium', code: 'PDF_UNAVAILABLE' }, 503),
    });
    await renderReport(makeReport());
    await meLoaded(spy);
    await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    // The reason the server gave, in the page's language.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The PDF could not be made: this server has no Chromium to render PDFs.',
    );
  });
});

describe('Share', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const spy = stubFetch({ '/api/me': () => json(me({ signedIn: false })) });
    await renderReport(makeReport());
    await meLoaded(spy);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(openDialogName()).toBe('signIn');
  });

  it('creates a link for a Pro user and copies it', async () => {
    const spy = stubFetch({
      '/api/me': () => json(me({ pro: true })),
      '/api/reports': () =>
        json(
          {
            id: 'abcdefghijklmnopqrstuv',
            url: '/r/abcdefghijklmnopqrstuv',
            expiresAt: '2025-02-14T10:00:00.000Z',
          },
          201,
        ),
    });
    await renderReport(makeReport());
    await meLoaded(spy);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const input = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    const link = `${location.origin}/r/abcdefghijklmnopqrstuv`;
    expect(input.value).toBe(link);
    expect(input.readOnly).toBe(true);
    expect(screen.getByText(/until February 14, 2025/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event installs its own clipboard stub.
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByText('Link copied to the clipboard.')).toBeTruthy();
  });

  it('is absent from a read-only report, which links to the home page instead', async () => {
    stubFetch({ '/api/me': () => json(me({ pro: true })) });
    await renderReport(makeReport(), { readOnly: true });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Analysis' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Run your own audit' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeTruthy();
  });
});
