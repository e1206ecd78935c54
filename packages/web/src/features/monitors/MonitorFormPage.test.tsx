import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import MonitorFormPage from './MonitorFormPage';
import { json, signedInMe, stubApi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

/** One input event per field: typing key by key re-renders the whole form (and its time zones) per key. */
async function paste(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

const page = (route: string, lang: 'en' | 'es' = 'en') =>
  renderWithApp(
    <Routes>
      <Route path="/monitors/new" element={<MonitorFormPage />} />
    </Routes>,
    { route, lang },
  );

describe('the monitor form', () => {
  it('is prefilled from a report and creates the monitor; the webhook secret shows once with a copy button', async () => {
    const calls = stubApi({
      'GET /api/me': () => json(signedInMe()),
      'POST /api/monitors': () =>
        json(
          {
            id: 'm1',
            url: 'https://shop.example/',
            schedule: '30 7 * * 1',
            timezone: 'Europe/Paris',
            nextRunAt: '2026-12-07T06:30:00.000Z',
            emailConfirmed: false,
            webhookSecret: 'whsec_c2VjcmV0c2VjcmV0',
            emailConfirmation: { email: 'team@example.org', status: 'pending' },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    await page('/monitors/new?url=https%3A%2F%2Fshop.example%2F&crawl=25');
    const url = await screen.findByLabelText('Page or site address');
    expect((url as HTMLInputElement).value).toBe('https://shop.example/');
    expect((screen.getByLabelText('Crawl size (pages, optional)') as HTMLInputElement).value).toBe('25');
    // The e-mail channel starts with the account's own address, which needs no confirmation.
    const email = screen.getByLabelText('E-mail address') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(screen.getByText('Your Google address: alerts go there at once.')).toBeTruthy();
    await user.clear(email);
    await paste(user, email, 'team@example.org');
    expect(screen.getByText(/needs confirming/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.selectOptions(screen.getByLabelText('Day'), 'Monday');
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await paste(user, time, '07:30');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris');
    await user.selectOptions(screen.getByLabelText('Alert on new problems'), 'recommended');
    await user.type(screen.getByLabelText('Alert on a score drop of (points, optional)'), '5');
    await paste(user, screen.getByLabelText('Webhook URL (optional)'), 'https://hooks.example/rs');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    await screen.findByRole('heading', { name: 'Monitor created' });
    expect(calls.find((c) => c.route === 'POST /api/monitors')?.body).toEqual({
      url: 'https://shop.example/',
      schedule: '30 7 * * 1',
      timezone: 'Europe/Paris',
      crawl: 25,
      minSeverity: 'recommended',
      scoreDrop: 5,
      lang: 'en',
      alerts: { email: 'team@example.org', webhook: 'https://hooks.example/rs' },
    });
    // Another address than the account's own: the save sent its one confirmation link, and says so;
    // the page asks for no second one (it ate the address's daily limit).
    expect(calls.map((c) => c.route)).not.toContain('POST /api/alert-addresses');
    expect(screen.getByRole('status').textContent).toMatch(
      /^We sent a confirmation link to team@example\.org\./,
    );
    const secret = screen.getByLabelText('Webhook signing secret') as HTMLInputElement;
    expect(secret.value).toBe('whsec_c2VjcmV0c2VjcmV0');
    expect(screen.getByText(/^Shown once: copy it now/)).toBeTruthy();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0c2VjcmV0');
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the monitor' }).getAttribute('href')).toBe('/monitors/m1');
  });

  it('cannot tick or save e-mail alerts on a server without SMTP, and says why', async () => {
    const calls = stubApi({
      'GET /api/me': () => json(signedInMe()),
      'GET /api/config': () =>
        json({
          googleClientId: '',
          adsenseClient: '',
          planGating: false,
          pdf: true,
          freeAuditsPerDay: 3,
          emailAlerts: false,
        }),
      'POST /api/monitors': () =>
        json(
          {
            id: 'm1',
            url: 'https://shop.example/',
            schedule: '0 6 * * *',
            timezone: 'UTC',
            nextRunAt: null,
            emailConfirmed: false,
          },
          201,
        ),
    });
    const user = userEvent.setup();
    await page('/monitors/new?url=https%3A%2F%2Fshop.example%2F');
    const box = (await screen.findByRole('checkbox', { name: 'E-mail me' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(true));
    expect(box.checked).toBe(false);
    const why = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toMatch(/not set up on this server/);
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    await waitFor(() => expect(calls.some((c) => c.route === 'POST /api/monitors')).toBe(true));
    // The form started with the account's address (the configuration was not known yet): none is sent.
    const body = calls.find((c) => c.route === 'POST /api/monitors')?.body as {
      alerts?: { email?: unknown };
    };
    expect(body.alerts?.email ?? null).toBeNull();
  });

  it('leaves checking to the app, not the browser’s bubbles (noValidate)', async () => {
    stubApi({ 'GET /api/me': () => json(signedInMe()) });
    await page('/monitors/new');
    const url = await screen.findByLabelText('Page or site address');
    expect(url.closest('form')?.noValidate).toBe(true);
  });

  it('puts a 422 code on its own field, translated, and focuses it', async () => {
    stubApi({
      'GET /api/me': () => json(signedInMe()),
      'POST /api/monitors': () => json({ error: 'Invalid cron expression', code: 'INVALID_SCHEDULE' }, 422),
    });
    const user = userEvent.setup();
    await page('/monitors/new?url=example.com', 'es');
    await user.click(await screen.findByRole('radio', { name: 'Personalizada (cron)' }));
    const cron = screen.getByLabelText('Expresión cron');
    await user.clear(cron);
    await paste(user, cron, '0 6 * *');
    await user.click(screen.getByRole('button', { name: 'Crear monitor' }));
    await waitFor(() => expect(cron.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(cron);
    const describedBy = (cron.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(messages).toContain(
      'No es una expresión cron válida: cinco campos (minuto hora día mes día-de-la-semana), como 0 6 * * *.',
    );
  });

  it("says the monitor limit at the top of the form, a refused alert target on its field, and an unknown code in the server's words", async () => {
    let answer = json({ error: 'Too many monitors', code: 'TOO_MANY_MONITORS' }, 422);
    stubApi({
      'GET /api/me': () => json(signedInMe()),
      'POST /api/monitors': () => answer,
    });
    const user = userEvent.setup();
    await page('/monitors/new?url=https://example.com/');
    await user.click(await screen.findByRole('button', { name: 'Create monitor' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/number of monitors this server allows/);
    // INVALID_ALERT_TARGET names no channel: the one hook sent is the one refused (a private address).
    answer = json(
      { error: 'The webhook URL points at a private address.', code: 'INVALID_ALERT_TARGET' },
      422,
    );
    const hook = screen.getByLabelText('Webhook URL (optional)');
    await paste(user, hook, 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    await waitFor(() => expect(hook.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(hook);
    expect(screen.getByText('Enter a webhook URL starting with https://, on a public address.')).toBeTruthy();
    answer = json({ error: 'Something specific went wrong', code: 'SOMETHING_NEW' }, 422);
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something specific went wrong'));
  });

  it('edits without sending the masked hook URLs back, unless replaced or removed', async () => {
    const monitor = {
      id: 'm1',
      url: 'https://shop.example/',
      schedule: '*/30 * * * *',
      timezone: 'UTC',
      crawl: null,
      minSeverity: 'critical',
      scoreDrop: null,
      alerts: {
        email: 'ada@example.com',
        slack: 'https://hooks.slack.com/…Xy12',
        webhook: 'https://hooks.example/…k/rs',
      },
      emailConfirmed: true,
      lang: 'en',
      paused: false,
      state: 'ok',
      createdAt: '2026-11-01T00:00:00.000Z',
      nextRunAt: null,
      lastRunAt: null,
      lastRun: null,
    };
    const calls = stubApi({
      'GET /api/me': () => json(signedInMe()),
      'GET /api/monitors/m1': () => json(monitor),
      'PATCH /api/monitors/m1': () => json(monitor),
    });
    const user = userEvent.setup();
    await renderWithApp(
      <Routes>
        <Route path="/monitors/:id/edit" element={<MonitorFormPage />} />
        <Route path="/monitors/:id" element={<p>detail page</p>} />
      </Routes>,
      { route: '/monitors/m1/edit' },
    );
    // A schedule the presets did not write stays as it is.
    expect(((await screen.findByLabelText('Cron expression')) as HTMLInputElement).value).toBe(
      '*/30 * * * *',
    );
    expect(screen.getByText(/^Saved: https:\/\/hooks\.slack\.com\/…Xy12\./)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Remove the webhook' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('detail page');
    const body = calls.find((c) => c.route === 'PATCH /api/monitors/m1')?.body as {
      alerts: object;
      schedule: string;
    };
    expect(body.schedule).toBe('*/30 * * * *');
    expect(body.alerts).toEqual({ email: 'ada@example.com', webhook: null });
  });

  it('asks an anonymous visitor to sign in instead of showing the form', async () => {
    stubApi({ 'GET /api/me': () => json({ ...signedInMe(), user: null }) });
    await page('/monitors/new?url=https://example.com/');
    const main = await screen.findByRole('heading', { name: 'Monitors' });
    expect(
      within(main.parentElement as HTMLElement).getByRole('button', { name: 'Sign in to watch pages' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Page or site address')).toBeNull();
  });
});
