import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUsageCache } from '@/lib/usage';
import { renderWithApp } from '@/test-support/render';
import { AuditForm } from './AuditForm';
import { AuditProvider } from './AuditProvider';
import { parseCredentials, EMPTY_CREDENTIALS } from './credentials-input';
import {
  anonymousMe,
  AuditHarness,
  auditCalls,
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

const pending = () => new Promise<Response>(() => {});
const signedInMe = () => ({ ...anonymousMe(-1), allowance: { remaining: -1, limit: 3, signedIn: true } });

describe('parseCredentials', () => {
  it('reads one header per line as Name: value and one cookie as name=value, skipping blank lines', () => {
    const out = parseCredentials({
      headers: 'Authorization: Bearer abc:def\n\n x-vercel-protection-bypass : tok ',
      cookies: 'sid=a=b\n',
      username: 'preview',
      password: 'pw',
    });
    expect(out).toEqual({
      ok: true,
      credentials: {
        headers: [
          { name: 'Authorization', value: 'Bearer abc:def' },
          { name: 'x-vercel-protection-bypass', value: 'tok' },
        ],
        cookies: [{ name: 'sid', value: 'a=b' }],
        basicAuth: { username: 'preview', password: 'pw' },
      },
    });
    expect(parseCredentials(EMPTY_CREDENTIALS)).toEqual({ ok: true, credentials: null });
  });

  it('names the line that is not a header or a cookie, and asks for both Basic auth fields', () => {
    expect(parseCredentials({ ...EMPTY_CREDENTIALS, headers: 'X-A: 1\nno colon here' })).toEqual({
      ok: false,
      problem: { key: 'advanced.badHeader', line: 2 },
    });
    expect(parseCredentials({ ...EMPTY_CREDENTIALS, cookies: '=value' })).toMatchObject({
      problem: { key: 'advanced.badCookie', line: 1 },
    });
    expect(parseCredentials({ ...EMPTY_CREDENTIALS, username: 'me' })).toMatchObject({
      problem: { key: 'advanced.basicBoth' },
    });
  });
});

describe('Advanced credentials in the audit form', () => {
  it('is collapsed for signed-in users, sends the values in the audit request only, and keeps them nowhere', async () => {
    const spy = stubApi(signedInMe, pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
    );
    const advanced = await screen.findByTestId('advanced');
    expect((advanced as HTMLDetailsElement).open).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByText('Advanced: audit a page behind a login'));
    expect(screen.getByText(/used for this audit only and never stored/)).toBeTruthy();
    await user.type(screen.getByLabelText('Request headers'), 'X-Team-Token: hdr-secret-0001');
    await user.type(screen.getByLabelText('Basic auth user name'), 'preview');
    await user.type(screen.getByLabelText('Basic auth password'), 'pw-secret-0002');
    for (const field of advanced.querySelectorAll('input, textarea'))
      expect(field.hasAttribute('name')).toBe(false);
    await user.type(screen.getByLabelText('Enter your website URL'), 'https://preview.example.com');
    await user.click(screen.getByRole('button', { name: 'Run SEO Audit' }));
    await waitFor(() => expect(auditCalls(spy)).toHaveLength(1));
    expect(JSON.parse(String(auditCalls(spy)[0]?.[1]?.body))).toMatchObject({
      url: 'https://preview.example.com',
      headers: [{ name: 'X-Team-Token', value: 'hdr-secret-0001' }],
      basicAuth: { username: 'preview', password: 'pw-secret-0002' },
    });
    const kept = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      window.location.href,
      JSON.stringify(window.history.state),
    ].join('\n');
    expect(kept).not.toContain('hdr-secret-0001');
    expect(kept).not.toContain('pw-secret-0002');
    // The progress stream's address carries the URL, never a credential.
    for (const [url] of spy.mock.calls) expect(String(url)).not.toContain('secret');
  });

  it('says which line is wrong and sends nothing', async () => {
    const spy = stubApi(signedInMe, pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
      { lang: 'fr' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByText(/^Avancé.: auditer une page derrière une connexion$/));
    await user.type(screen.getByLabelText('Cookies'), 'sid=1{enter}pas un cookie');
    await user.type(screen.getByLabelText("Saisissez l'URL de votre site web"), 'example.com');
    await user.click(screen.getByRole('button', { name: "Lancer l'audit SEO" }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Cookies, ligne 2\u00a0: écrivez-la sous la forme nom=valeur.',
    );
    expect(auditCalls(spy)).toHaveLength(0);
  });

  it('asks to sign in again, without talk of the allowance, when the session ended (403 CREDENTIALS_REQUIRE_SIGN_IN)', async () => {
    stubApi(signedInMe, () =>
      Promise.resolve(
        json({ error: 'Sign in', code: 'CREDENTIALS_REQUIRE_SIGN_IN', requiresAuth: true }, 403),
      ),
    );
    await renderWithApp(<AuditHarness />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Advanced: audit a page behind a login'));
    await user.type(screen.getByLabelText('Cookies'), 'sid=abc123');
    await user.type(screen.getByLabelText('Enter your website URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Run SEO Audit' }));
    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toBe('signIn'));
  });

  it('is not offered to anonymous visitors', async () => {
    stubApi(() => anonymousMe(2), pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
    );
    await screen.findByText('Checks remaining: 2');
    expect(screen.queryByTestId('advanced')).toBeNull();
  });
});
