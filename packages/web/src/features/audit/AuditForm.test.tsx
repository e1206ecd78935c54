import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n';
import { useDialogs } from '@/lib/dialogs';
import { resetUsageCache } from '@/lib/usage';
import { renderWithApp } from '@/test-support/render';
import { AuditForm } from './AuditForm';
import { AuditProvider } from './AuditProvider';
import { ProgressView } from './LoadingScreen';
import { SeoAuditDialog } from './SeoAuditDialog';
import {
  anonymousMe,
  auditCalls,
  FakeEventSource,
  installFakeEventSource,
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

describe('AuditForm', () => {
  it.each([
    ['es', 'Introduce la URL de tu sitio web', 'Ejecutar auditoría SEO', 'Análisis restantes: 2', 'p. ej.'],
    [
      'fr',
      "Saisissez l'URL de votre site web",
      "Lancer l'audit SEO",
      'Analyses restantes\u00a0: 2',
      'p. ex.',
    ],
  ] as const)('is translated in %s', async (lang, label, button, remaining, eg) => {
    stubApi(() => anonymousMe(2), pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
      { lang },
    );
    const input = screen.getByLabelText(label);
    // The app checks the address itself (a bare host is fine), in the page's language.
    expect(input.getAttribute('inputmode')).toBe('url');
    expect(input.closest('form')?.noValidate).toBe(true);
    // spec.md §2: an https example address asking for a website URL.
    expect(input.getAttribute('placeholder')).toBe(`${label}, ${eg} https://example.com`);
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    // Exact text: the French no-break space before the colon must be there.
    expect(await screen.findByText(remaining, { normalizer: (s) => s.trim() })).toBeTruthy();
  });

  it('shows the signed-in allowance and Analyzing... while loading', async () => {
    stubApi(() => ({ ...anonymousMe(-1), allowance: { remaining: -1, limit: 3, signedIn: true } }), pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
    );
    expect(await screen.findByText('Signed in: up to 200 audits a day')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Enter your website URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Run SEO Audit' }));
    const busy = await screen.findByRole('button', { name: 'Analyzing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('address check', () => {
  it("accepts a bare host as typed, and refuses the rest with the app's own translated message", async () => {
    const spy = stubApi(() => anonymousMe(3), pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
      { lang: 'es' },
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Introduce la URL de tu sitio web');
    const run = screen.getByRole('button', { name: 'Ejecutar auditoría SEO' });
    await user.click(run);
    expect(screen.getByRole('alert').textContent).toBe(
      'Introduce la dirección de la página que quieres auditar, por ejemplo example.com.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'not an address');
    await user.click(run);
    expect(screen.getByRole('alert').textContent).toContain('Esto no es una dirección web.');
    await user.clear(input);
    await user.type(input, 'ftp://example.com/file');
    await user.click(run);
    expect(screen.getByRole('alert').textContent).toContain('http:// o https://');
    expect(auditCalls(spy)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'example.com');
    await user.click(run);
    await waitFor(() => expect(auditCalls(spy)).toHaveLength(1));
    expect(JSON.parse(String(auditCalls(spy)[0]?.[1]?.body))).toMatchObject({ url: 'example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('site audit', () => {
  it('offers signed-in users a whole-site crawl and sends crawl: true; anonymous visitors see no such option', async () => {
    const spy = stubApi(
      () => ({ ...anonymousMe(-1), allowance: { remaining: -1, limit: 3, signedIn: true } }),
      pending,
    );
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
    );
    const box = await screen.findByRole('checkbox', {
      name: 'Also crawl the rest of the site (a site audit)',
    });
    const user = userEvent.setup();
    await user.click(box);
    await user.type(screen.getByLabelText('Enter your website URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Run SEO Audit' }));
    await waitFor(() => expect(auditCalls(spy)).toHaveLength(1));
    expect(JSON.parse(String(auditCalls(spy)[0]?.[1]?.body))).toMatchObject({
      url: 'https://example.com',
      crawl: true,
    });
  });

  it('is not offered to anonymous visitors', async () => {
    stubApi(() => anonymousMe(2), pending);
    await renderWithApp(
      <AuditProvider>
        <AuditForm />
      </AuditProvider>,
    );
    await screen.findByText('Checks remaining: 2');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('ProgressView', () => {
  it('shows no bar at the initial stage and 100% with the closing text for other stages', async () => {
    const i18n = await createI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ProgressView stage="initial" message="" />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ProgressView stage="auth-required" message="" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Completing analysis...')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});

function OpenSeoAudit() {
  const { openDialog } = useDialogs();
  return (
    <button type="button" onClick={() => openDialog('seoAudit')}>
      SEO Checker
    </button>
  );
}

describe('SeoAuditDialog', () => {
  it('starts the audit with Start Audit and closes with Cancel', async () => {
    const spy = stubApi(() => anonymousMe(3), pending);
    await renderWithApp(
      <AuditProvider>
        <OpenSeoAudit />
        <SeoAuditDialog />
      </AuditProvider>,
      { route: '/pricing' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'SEO Checker' }));
    expect(screen.getByRole('dialog', { name: 'SEO Audit' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'SEO Checker' }));
    await user.type(screen.getByLabelText('Enter your website URL'), 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Start Audit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(auditCalls(spy)).toHaveLength(1));
    expect(FakeEventSource.last().url).toContain('url=https%3A%2F%2Fexample.org');
  });
});
