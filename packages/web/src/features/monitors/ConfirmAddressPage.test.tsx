import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import ConfirmAddressPage from './ConfirmAddressPage';
import { json, stubApi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

const TOKEN = 'tok_0123456789abcdefghijKLMNOP';
const page = (hash: string, lang: 'en' | 'fr' = 'en') =>
  renderWithApp(
    <Routes>
      <Route path="/monitors/confirm-address" element={<ConfirmAddressPage />} />
    </Routes>,
    { route: `/monitors/confirm-address${hash}`, lang },
  );

describe('the alert address confirmation page', () => {
  it('confirms only when the button is pressed (opening the link confirms nothing), by POST with the token', async () => {
    const calls = stubApi({ 'POST /api/alert-addresses/confirm': () => json({ email: 'team@example.org' }) });
    const user = userEvent.setup();
    await page(`#token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm this address' });
    expect(calls).toEqual([]);
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Confirmed: alerts can now go to team@example.org.',
    );
    expect(calls).toEqual([{ route: 'POST /api/alert-addresses/confirm', body: { token: TOKEN } }]);
  });

  it('says a used or expired link is not valid, in the reader’s language', async () => {
    stubApi({
      'POST /api/alert-addresses/confirm': () => json({ error: 'used', code: 'INVALID_CONFIRMATION' }, 404),
    });
    const user = userEvent.setup();
    await page(`#token=${TOKEN}`, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Confirmer cette adresse' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Ce lien de confirmation n’est pas valide/,
    );
  });

  it('offers no button without a token', async () => {
    const calls = stubApi({});
    await page('');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
