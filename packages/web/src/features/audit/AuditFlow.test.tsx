import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testReport } from '@/test-support/report';
import { resetUsageCache } from '@/lib/usage';
import { renderWithApp } from '@/test-support/render';
import {
  anonymousMe,
  AuditHarness,
  auditCalls,
  FakeEventSource,
  installFakeEventSource,
  json,
  stubApi,
} from '../../test-support/audit-render';

beforeEach(() => {
  resetUsageCache();
  installFakeEventSource();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function submit(url = 'https://example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Enter your website URL'), url);
  await user.click(screen.getByRole('button', { name: 'Run SEO Audit' }));
}

describe('audit flow', () => {
  it('does not submit a blank or whitespace-only URL', async () => {
    const fetchSpy = stubApi(
      () => anonymousMe(3),
      () => Promise.resolve(json(testReport)),
    );
    await renderWithApp(<AuditHarness />);
    await submit('   ');
    expect(auditCalls(fetchSpy)).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Run SEO Audit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('streams the stages, then shows the report and counts the check', async () => {
    let used = 0;
    let answer: (r: Response) => void = () => {};
    const fetchSpy = stubApi(
      () => anonymousMe(3 - used),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await renderWithApp(<AuditHarness />);
    await screen.findByText('Checks remaining: 3');
    await submit('  https://example.com  ');

    expect(await screen.findByText('Starting analysis...')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Large sites can take up to 60 seconds.')).toBeTruthy();

    const es = FakeEventSource.last();
    const body = auditCalls(fetchSpy)[0]?.[1]?.body;
    const sent = JSON.parse(String(body)) as { url: string; auditId: string; lang: string };
    expect(sent.url).toBe('https://example.com');
    expect(sent.lang).toBe('en');
    const q = new URL(es.url, 'http://x').searchParams;
    expect(q.get('auditId')).toBe(sent.auditId);
    expect(q.get('url')).toBe('https://example.com');

    const steps: Array<[string, string, string]> = [
      ['fetching', 'Fetching website content...', '25%'],
      ['analyzing', 'Analyzing SEO elements...', '50%'],
      ['pagespeed', 'Running performance tests...', '75%'],
      ['ai', 'Writing suggestions...', '90%'],
      ['complete', 'Analysis complete!', '100%'],
    ];
    for (const [stage, text, width] of steps) {
      es.emit({ stage, message: stage === 'ai' ? 'Writing suggestions...' : 'server text' });
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Analysis progress' }).style.width).toBe(width);
    }
    expect(es.closed).toBe(true);

    used = 1;
    answer(json(testReport));
    expect(await screen.findByText('Report for Example Domain')).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('usageStats') ?? '{}')).toMatchObject({ checksUsed: 1 }),
    );
  });

  it('shows "Analyzing..." on the form’s button for a moment, then the loading screen', async () => {
    stubApi(
      () => anonymousMe(3),
      () => new Promise<Response>(() => {}),
    );
    await renderWithApp(<AuditHarness />);
    await submit();
    // The spec's label is seen: the form stays up, its button busy, before the loading screen.
    const busy = screen.getByRole('button', { name: 'Analyzing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(screen.queryByText('Starting analysis...')).toBeNull();
    expect(await screen.findByText('Starting analysis...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Analyzing...' })).toBeNull();
  });

  it('treats an unknown stage as complete', async () => {
    stubApi(
      () => anonymousMe(3),
      () => new Promise<Response>(() => {}),
    );
    await renderWithApp(<AuditHarness />);
    await submit();
    await screen.findByText('Starting analysis...');
    FakeEventSource.last().emit({ stage: 'something-else', message: '' });
    expect(screen.getByText('Analysis complete!')).toBeTruthy();
    expect(screen.getByRole('progressbar').style.width).toBe('100%');
  });

  it.each([
    [
      504,
      {},
      'Analysis timed out. The website might be slow or too large. Please try again or try a smaller website.',
    ],
    [
      404,
      {},
      'Server is starting up. Please wait a moment and try again. This can take up to 50 seconds on the free tier.',
    ],
    [503, {}, 'Server is temporarily unavailable. Please try again in a few moments.'],
    [
      422,
      { error: 'The address does not answer (DNS lookup failed).' },
      'The address does not answer (DNS lookup failed).',
    ],
  ])('shows Analysis Failed with the text for HTTP %i', async (status, body, text) => {
    stubApi(
      () => anonymousMe(3),
      () => Promise.resolve(json(body, status)),
    );
    await renderWithApp(<AuditHarness />);
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(screen.getByText('Make sure the website is accessible and try again.')).toBeTruthy();
    const tip = screen.queryByText(/try a smaller website or wait a few minutes/);
    expect(tip !== null).toBe(status === 504);
    expect(FakeEventSource.last().closed).toBe(true);
  });

  it('shows the unexpected error on a network failure, and Try Again returns to the form', async () => {
    const spy = stubApi(
      () => anonymousMe(3),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    await renderWithApp(<AuditHarness />);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('An unexpected error occurred');
    expect(screen.queryByText(/try a smaller website/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Run SEO Audit' })).toBeTruthy();
    expect(auditCalls(spy)).toHaveLength(1);
  });

  it('opens only the sign-in dialog, no toast and no banner, when the server says the limit is reached (429)', async () => {
    stubApi(
      () => anonymousMe(1),
      () => Promise.resolve(json({ error: 'limit', code: 'LIMIT_REACHED', requiresAuth: true }, 429)),
    );
    await renderWithApp(<AuditHarness />);
    await submit();
    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toBe('signIn limit'));
    // One message, one next step (issue 16 #7): the dialog; nothing else disagrees with it.
    expect(screen.getByTestId('toast').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Run SEO Audit' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Enter your website URL') as HTMLInputElement).value).toBe(
      'https://example.com',
    );
  });

  it('does not call the server when an anonymous visitor has used the free checks', async () => {
    localStorage.setItem(
      'usageStats',
      JSON.stringify({ checksUsed: 3, lastCheck: null, freeChecksLimit: 3 }),
    );
    const spy = stubApi(
      () => anonymousMe(0),
      () => Promise.resolve(json(testReport)),
    );
    await renderWithApp(<AuditHarness />);
    expect(await screen.findByText('Checks remaining: 0')).toBeTruthy();
    await submit();
    expect(screen.getByTestId('dialog').textContent).toBe('signIn limit');
    expect(screen.getByTestId('toast').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(auditCalls(spy)).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("lists every stage passed, shows the elapsed time and the server's detail, and Cancel stops the audit on the server", async () => {
    const spy = stubApi(
      () => anonymousMe(3),
      () => new Promise<Response>(() => {}),
    );
    spy.mockImplementationOnce(async () => json(anonymousMe(3)));
    await renderWithApp(<AuditHarness />);
    await submit();
    await screen.findByText('Starting analysis...');
    const es = FakeEventSource.last();
    es.emit({ stage: 'fetching', message: '' });
    es.emit({ stage: 'analyzing', message: '', detail: 'waiting for example.com to answer' });
    expect(screen.getByText('Analyzing SEO elements...')).toBeTruthy();
    const passed = screen.getByRole('list', { name: 'Stages' });
    expect(passed.textContent).toContain('Starting analysis...');
    expect(passed.textContent).toContain('Fetching website content...');
    expect(screen.getByTestId('progress-detail').textContent).toBe('waiting for example.com to answer');
    expect(screen.getByTestId('elapsed').textContent).toMatch(/^\d+ seconds? elapsed$/);

    const sent = JSON.parse(String(auditCalls(spy)[0]?.[1]?.body)) as { auditId: string };
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input) === '/api/audit/cancel')).toBe(true),
    );
    const cancel = spy.mock.calls.find(([input]) => String(input) === '/api/audit/cancel');
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ auditId: sent.auditId });
    expect(es.closed).toBe(true);
    // Back at the form, with the address still typed.
    expect((screen.getByLabelText('Enter your website URL') as HTMLInputElement).value).toBe(
      'https://example.com',
    );
  });
});
