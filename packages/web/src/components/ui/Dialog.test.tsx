import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open it
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="A dialog">
        <p>inside</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the control that opened it when it closes', async () => {
    await renderWithApp(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'open it' });
    await user.click(opener);
    // Closing by its own button, which then disappears: focus must not fall to <body>.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });
});
