import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { fakeServer, JANE } from '../../test-support/fake-server';
import { Harness } from '../../test-support/auth-harness';

vi.mock('@react-oauth/google', () => import('../../test-support/google-mock'));
afterEach(() => vi.restoreAllMocks());

describe('the user menu: monitors and Delete my data', () => {
  it('links to the monitors, and deletes the data only after a confirmation that says what goes', async () => {
    const server = fakeServer({ session: JANE });
    const user = userEvent.setup();
    await renderWithApp(<Harness variants={['bar']} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu: Jane Doe' }));
    expect(screen.getByRole('link', { name: 'Monitors' }).getAttribute('href')).toBe('/monitors');

    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my data?' });
    const goes = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(goes).toEqual([
      'your monitors, with their schedules and alert settings',
      'every run of your monitors and its report',
      'the alert addresses you confirmed',
      'your share links (they stop working)',
    ]);
    // Cancel deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.count('DELETE', '/api/me/data')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Account menu: Jane Doe' }));
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my data' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your data is deleted.');
    expect(server.count('DELETE', '/api/me/data')).toBe(1);
  });
});
