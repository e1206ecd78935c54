import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { useAuth } from './AuthProvider';
import { fakeServer, JANE, json } from '../../test-support/fake-server';
import { googleMock } from '../../test-support/google-mock';
import { Harness } from '../../test-support/auth-harness';

vi.mock('@react-oauth/google', () => import('../../test-support/google-mock'));

beforeEach(() => {
  googleMock.scriptFails = false;
  googleMock.credential = 'test-id-token';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const who = () => screen.getByTestId('who');
const bar = () => within(screen.getByTestId('account-bar'));

describe('useAuth', () => {
  it('fails outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider session', () => {
  it('removes an unparsable stored user and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ meHangs: true });
    localStorage.setItem('user', '{not json');
    await renderWithApp(<Harness />);
    expect(who().textContent).toBe('nobody');
    expect(localStorage.getItem('user')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('shows the stored user until the server answers', async () => {
    fakeServer({ meHangs: true });
    localStorage.setItem('user', JSON.stringify(JANE));
    await renderWithApp(<Harness />);
    expect(who().textContent).toBe(JANE.email);
  });

  it('shows and stores the user of the server session', async () => {
    fakeServer({ session: JANE });
    await renderWithApp(<Harness />);
    await waitFor(() => expect(who().textContent).toBe(JANE.email));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      name: JANE.name,
      email: JANE.email,
    });
  });

  it('removes a stale stored user when the server has no session', async () => {
    fakeServer({ session: null });
    localStorage.setItem('user', JSON.stringify(JANE));
    await renderWithApp(<Harness />);
    await waitFor(() => expect(who().textContent).toBe('nobody'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('login', () => {
  it('posts the credential, stores the user and refetches /api/me', async () => {
    const server = fakeServer();
    await renderWithApp(<Harness variants={['bar']} />);
    await userEvent.click(await bar().findByRole('button', { name: 'Google sign-in (medium)' }));
    await waitFor(() => expect(who().textContent).toBe(JANE.email));
    expect(server.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/google',
      body: { credential: 'test-id-token' },
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: JANE.email });
    await waitFor(() => expect(server.count('GET', '/api/me')).toBe(2));
    expect(bar().getByRole('button', { name: /Jane Doe/ })).toBeTruthy();
  });

  it("shows 'Signing in...' while the server verifies the token", async () => {
    let answer: (r: Response) => void = () => {};
    fakeServer({ signIn: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithApp(<Harness variants={['bar']} />);
    await userEvent.click(await bar().findByRole('button', { name: 'Google sign-in (medium)' }));
    expect(await bar().findByText('Signing in...')).toBeTruthy();
    answer(json({ user: JANE }));
    await waitFor(() => expect(bar().queryByText('Signing in...')).toBeNull());
    expect(who().textContent).toBe(JANE.email);
  });

  it.each([
    ['401', () => json({ error: 'bad token' }, 401), 'Invalid authentication. Please try again.'],
    ['403', () => json({}, 403), 'Access denied. Please check your Google OAuth configuration.'],
    [
      'network',
      () => 'network' as const,
      'Network error. Please check if the server is running and try again.',
    ],
    ['server error field', () => json({ error: 'Sign-in is closed.' }, 500), 'Sign-in is closed.'],
    ['other', () => json({}, 500), 'Login failed. Please try again.'],
  ])('alerts on %s', async (_name, signIn, text) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeServer({ signIn });
    await renderWithApp(<Harness variants={['bar']} />);
    await userEvent.click(await bar().findByRole('button', { name: 'Google sign-in (medium)' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
    expect(who().textContent).toBe('nobody');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('alerts on a timeout', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeServer();
    await renderWithApp(<Harness variants={['bar']} />);
    const button = await bar().findByRole('button', { name: 'Google sign-in (medium)' });
    const real = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) =>
      ms === 15_000 ? AbortSignal.abort() : real(ms),
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.signal?.aborted) throw init.signal.reason;
      return json({});
    });
    await userEvent.click(button);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Login timeout. Please check your connection and try again.'),
    );
  });

  it('alerts when the Google widget fails or returns no credential', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer();
    await renderWithApp(<Harness variants={['bar']} />);
    await userEvent.click(await bar().findByRole('button', { name: 'Google widget fails' }));
    expect(alert).toHaveBeenLastCalledWith('Google login failed. Please try again.');
    googleMock.credential = undefined;
    await userEvent.click(bar().getByRole('button', { name: 'Google sign-in (medium)' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(server.count('POST', '/api/auth/google')).toBe(0);
  });
});

describe('logout', () => {
  it('clears the user, session storage and caches, keeps usage stats, and tells the server', async () => {
    const keys = vi.fn(async () => ['v1', 'v2']);
    const del = vi.fn(async () => true);
    vi.stubGlobal('caches', { keys, delete: del });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const server = fakeServer({ session: JANE });
    localStorage.setItem('user', JSON.stringify(JANE));
    const usage = JSON.stringify({ checksUsed: 2, lastCheck: null, freeChecksLimit: 3 });
    localStorage.setItem('usageStats', usage);
    sessionStorage.setItem('draft', 'x');
    await renderWithApp(<Harness variants={['bar']} />);
    await userEvent.click(await bar().findByRole('button', { name: /Jane Doe/ }));
    await userEvent.click(bar().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(who().textContent).toBe('nobody'));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(2));
    expect(server.count('POST', '/api/auth/logout')).toBe(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('usageStats')).toBe(usage);
    expect(sessionStorage.length).toBe(0);
    expect(del).toHaveBeenCalledWith('v1');
    await waitFor(() => expect(log).toHaveBeenCalledWith('Logged out successfully'));
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeServer({ meHangs: true });
    localStorage.setItem('user', JSON.stringify(JANE));
    await renderWithApp(<Harness variants={['bar']} />);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(bar().getByRole('button', { name: /Jane Doe/ }));
    await userEvent.click(bar().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(who().textContent).toBe('nobody'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
