import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { makeReport } from '../../test-support/report';
import { useDialogs } from '@/lib/dialogs';
import { json, me, meLoaded, stubFetch } from '../../test-support/report-render';
import { WatchButton } from './WatchButton';

afterEach(() => vi.restoreAllMocks());

function ReasonProbe() {
  const { open, reason } = useDialogs();
  return <output data-testid="dialog">{`${open ?? ''}:${reason ?? ''}`}</output>;
}

describe('Watch this page', () => {
  it('opens the monitor form prefilled with the report URL for a signed-in user', async () => {
    const spy = stubFetch({ '/api/me': () => json(me()) });
    await renderWithApp(<WatchButton report={makeReport({ url: 'https://www.example.com/a?b=1' })} />);
    await meLoaded(spy);
    const link = await screen.findByRole('link', { name: 'Watch this page' });
    expect(link.getAttribute('href')).toBe('/monitors/new?url=https%3A%2F%2Fwww.example.com%2Fa%3Fb%3D1');
  });

  it('asks an anonymous visitor to sign in, saying why', async () => {
    const spy = stubFetch({ '/api/me': () => json(me({ signedIn: false })) });
    await renderWithApp(
      <>
        <WatchButton report={makeReport()} />
        <ReasonProbe />
      </>,
    );
    await meLoaded(spy);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch this page' }));
    expect(screen.getByTestId('dialog').textContent).toBe('signIn:watch');
  });
});
