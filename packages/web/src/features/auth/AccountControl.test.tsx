import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { fakeServer, JANE } from '../../test-support/fake-server';
import { googleMock } from '../../test-support/google-mock';
import { Harness } from '../../test-support/auth-harness';

vi.mock('@react-oauth/google', () => import('../../test-support/google-mock'));

beforeEach(() => {
  googleMock.scriptFails = false;
  googleMock.credential = 'test-id-token';
});
afterEach(() => vi.restoreAllMocks());

const area = (variant: 'bar' | 'menu') => within(screen.getByTestId(`account-${variant}`));

describe('AccountControl signed out', () => {
  it('renders the Google button in the sizes of spec.md §9', async () => {
    fakeServer();
    await renderWithApp(<Harness />);
    expect(await area('bar').findByRole('button', { name: 'Google sign-in (medium)' })).toBeTruthy();
    expect(area('menu').getByRole('button', { name: 'Google sign-in (large)' })).toBeTruthy();
  });

  it('says sign-in is unavailable when the server has no Google client id', async () => {
    fakeServer({ clientId: '' });
    await renderWithApp(<Harness />);
    const button = await area('bar').findByRole('button', { name: 'Sign in unavailable' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('title')).toBe('Sign-in is not configured on this server');
    expect(area('menu').getByText('Sign-in is not configured on this server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google sign-in/ })).toBeNull();
  });

  it("says Google could not be reached when Google's script fails to load", async () => {
    googleMock.scriptFails = true;
    fakeServer();
    await renderWithApp(<Harness />);
    expect(await area('menu').findByText('Sign in unavailable: Google could not be reached')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google sign-in/ })).toBeNull();
  });
});

describe('AccountControl signed in', () => {
  it('opens a user menu with name, email and Logout; closes on an outside click and on Escape', async () => {
    fakeServer({ session: JANE });
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['bar']} />);
    const button = await area('bar').findByRole('button', { name: 'Account menu: Jane Doe' });
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const img = area('bar').getAllByRole('presentation')[0];
    expect(img?.getAttribute('referrerpolicy')).toBe('no-referrer');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getByText(JANE.email)).toBeTruthy();
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Logout' })).toBeTruthy();

    await user.click(screen.getByTestId('who'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows the entries inline in the mobile menu, with an icon when there is no picture', async () => {
    fakeServer({ session: { ...JANE, picture: null } });
    await renderWithApp(<Harness variants={['menu']} />);
    expect(await area('menu').findByText(JANE.email)).toBeTruthy();
    expect(area('menu').getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(area('menu').queryByRole('img')).toBeNull();
    expect(area('menu').queryByRole('button', { name: /Account menu/ })).toBeNull();
  });
});

describe('sign-in requests and the dialog', () => {
  it('opens the sign-in dialog once per request, from the top bar instance only', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await area('bar').findByRole('button', { name: 'Google sign-in (medium)' });
    await user.click(screen.getByRole('button', { name: 'trigger start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    expect(within(dialog).getByRole('button', { name: 'Google sign-in (large)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'trigger start' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('the mobile-menu instance does not react to requests', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['menu']} />);
    await user.click(screen.getByRole('button', { name: 'trigger start' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains the used-up free checks, and closes after a successful sign-in', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['bar']} />);
    await user.click(screen.getByRole('button', { name: 'trigger limit' }));
    // The server's numbers (its defaults here: the fake server has no /api/config), never "unlimited".
    const dialog = await screen.findByRole('dialog', { name: "You've used today's 3 free audits" });
    expect(within(dialog).getByText(/Anonymous visitors get 3 free audits a day/)).toBeTruthy();
    expect(within(dialog).getByText('Signing in is free and gives you up to 200 audits a day.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: 'Google sign-in (large)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('who').textContent).toBe(JANE.email);
  });
});

describe('gates state their real reason', () => {
  it('asks for an account to share, not about free checks', async () => {
    fakeServer({ planGating: false });
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['bar']} />);
    await user.click(screen.getByRole('button', { name: 'trigger share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharing needs a signed-in account' });
    expect(within(dialog).getByText(/Sign in with Google to create one/)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/free (checks|audits)/i);
  });
});

describe('gates on a server that gates plans', () => {
  it.each([
    ['share', 'Share links are a Pro feature: sign in first', /Pro accounts.*Sign in with Google/],
    ['pdf', 'PDF reports are a Pro feature: sign in first', /Pro accounts.*Sign in with Google/],
  ])(
    'tells an anonymous visitor about %s both that it needs signing in and Pro',
    async (why, title, text) => {
      fakeServer({ planGating: true });
      const user = userEvent.setup();
      await renderWithApp(<Harness variants={['bar']} />);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/me', expect.anything()));
      await user.click(screen.getByRole('button', { name: `trigger ${why}` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog.textContent).toMatch(text);
    },
  );
});

describe('translations', () => {
  it('speaks Spanish', async () => {
    fakeServer({ clientId: '' });
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['bar']} />, { lang: 'es' });
    expect(await screen.findByRole('button', { name: 'Inicio de sesión no disponible' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'trigger limit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ya has usado las 3 auditorías gratuitas de hoy',
    });
    expect(
      within(dialog).getByText(/Los visitantes anónimos tienen 3 auditorías gratuitas al día/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('speaks French', async () => {
    fakeServer({ session: JANE });
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['bar']} />, { lang: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Menu du compte\u00a0: Jane Doe' }));
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByText('Connecté en tant que')).toBeTruthy();
  });
});
