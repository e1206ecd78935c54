import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { ComingSoonDialog } from './ComingSoonDialog';
import { HOVER_CLOSE_MS } from './Dropdown';
import { DialogsProbe, setUsage, stubApi } from '../../test-support/marketing-render';
import { TopBar } from './TopBar';

async function renderBar() {
  const result = await renderWithApp(
    <>
      <TopBar account={<span>account-bar</span>} accountMenu={<span>account-menu</span>} />
      <ComingSoonDialog />
      <DialogsProbe />
      <p>outside</p>
    </>,
  );
  return { ...result, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

const probe = () => screen.getByTestId('dialogs').textContent;
const expanded = (el: HTMLElement) => el.getAttribute('aria-expanded') === 'true';

beforeEach(() => {
  stubApi();
  setUsage(0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TopBar dropdowns', () => {
  it('opens on click and closes on an outside click', async () => {
    const user = userEvent.setup();
    const { nav } = await renderBar();
    const button = within(nav).getByRole('button', { name: 'Features & Use Cases' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(expanded(button)).toBe(false);
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(true);

    await user.click(button);
    expect(expanded(button)).toBe(true);
    expect(
      within(nav)
        .getByRole('menuitem', { name: /Keyword Checker/ })
        .closest('[hidden]'),
    ).toBeNull();
    expect(
      within(nav).getByRole('menuitem', { name: 'All features and use cases' }).getAttribute('href'),
    ).toBe('/features');

    await user.click(screen.getByText('outside'));
    expect(expanded(button)).toBe(false);
  });

  it('closes on Escape and gives focus back to its button; arrows move between items', async () => {
    const user = userEvent.setup();
    const { nav } = await renderBar();
    const button = within(nav).getByRole('button', { name: 'Resources' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(expanded(button)).toBe(true);
    expect(document.activeElement).toBe(within(nav).getByRole('menuitem', { name: /Documentation/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(nav).getByRole('menuitem', { name: /Blog/ }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(nav).getByRole('menuitem', { name: 'All SEO resources' }));
    await user.keyboard('{Escape}');
    expect(expanded(button)).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('opens on hover and closes 500 ms after the pointer leaves, unless it comes back', async () => {
    const { nav } = await renderBar();
    // fireEvent, not user-event: its async wrapper waits on a real setTimeout that fake timers would stall.
    vi.useFakeTimers();
    const button = within(nav).getByRole('button', { name: 'Features & Use Cases' });
    const enter = () => fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    const leave = () => fireEvent.pointerLeave(button, { pointerType: 'mouse' });

    enter();
    expect(expanded(button)).toBe(true);
    leave();
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS - 100));
    expect(expanded(button)).toBe(true);
    enter(); // back in time: the pending close is cancelled
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS * 2));
    expect(expanded(button)).toBe(true);

    leave();
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS - 1));
    expect(expanded(button)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(expanded(button)).toBe(false);
  });

  it('does not open on a touch pointer entering, so a tap toggles it exactly once', async () => {
    const { nav } = await renderBar();
    const button = within(nav).getByRole('button', { name: 'Resources' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(expanded(button)).toBe(false);
  });

  it('keeps a hover-opened menu open when its button is clicked', async () => {
    const user = userEvent.setup();
    const { nav } = await renderBar();
    const button = within(nav).getByRole('button', { name: 'Resources' });
    await user.click(button); // the pointer enters first (hover opens), then the click
    expect(expanded(button)).toBe(true);
    await user.click(button);
    expect(expanded(button)).toBe(false);
  });
});

describe('TopBar tool actions', () => {
  it('SEO Checker opens the audit dialog while checks remain', async () => {
    const user = userEvent.setup();
    const { nav } = await renderBar();
    await user.click(within(nav).getByRole('button', { name: 'Features & Use Cases' }));
    await user.click(within(nav).getByRole('menuitem', { name: 'SEO Checker' }));
    expect(probe()).toBe('seoAudit|0');
    expect(
      within(nav).getByRole('button', { name: 'Features & Use Cases' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('SEO Checker asks an anonymous visitor with no checks left to sign in', async () => {
    setUsage(3);
    const user = userEvent.setup();
    const { nav } = await renderBar();
    await user.click(within(nav).getByRole('button', { name: 'Features & Use Cases' }));
    await user.click(within(nav).getByRole('menuitem', { name: 'SEO Checker' }));
    expect(probe()).toBe('signIn|0');
  });

  it('SEO Checker believes the server, not a cleared browser mirror: no audits left opens the sign-in dialog', async () => {
    vi.restoreAllMocks();
    stubApi({ remaining: 0 });
    setUsage(0); // local storage cleared: the mirror says 3 left
    const user = userEvent.setup();
    const { nav } = await renderBar();
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/api\/me$/), expect.anything()),
    );
    await user.click(within(nav).getByRole('button', { name: 'Features & Use Cases' }));
    await user.click(within(nav).getByRole('menuitem', { name: 'SEO Checker' }));
    expect(probe()).toBe('signIn|0');
  });

  it('Keyword Checker and Documentation open the coming-soon dialog', async () => {
    const user = userEvent.setup();
    const { nav } = await renderBar();
    await user.click(within(nav).getByRole('button', { name: 'Features & Use Cases' }));
    await user.click(within(nav).getByRole('menuitem', { name: /Keyword Checker/ }));
    expect(probe()).toBe('comingSoon|0');
    const dialog = screen.getByRole('dialog', { name: 'Coming Soon' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(probe()).toBe('none|0');

    await user.click(within(nav).getByRole('button', { name: 'Resources' }));
    await user.click(within(nav).getByRole('menuitem', { name: /Documentation/ }));
    expect(probe()).toBe('comingSoon|0');
  });
});

describe('TopBar language picker', () => {
  it('switches the texts, stores lang and sets the document language', async () => {
    const user = userEvent.setup();
    const { nav } = await renderBar();
    const picker = screen.getByRole('button', { name: /Language:\s*EN/ });
    await user.click(picker);
    expect(expanded(picker)).toBe(true);
    expect(screen.getByRole('menuitemradio', { name: /English/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: /Español/ }));

    expect(await within(nav).findByRole('link', { name: 'Precios' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('ES');
    expect(document.documentElement.lang).toBe('es');
    const esPicker = screen.getByRole('button', { name: /Idioma:\s*ES/ });
    expect(expanded(esPicker)).toBe(false);

    await user.click(esPicker);
    await user.click(screen.getByRole('menuitemradio', { name: /Français/ }));
    expect(await within(nav).findByRole('link', { name: 'Tarifs' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('FR');
  });

  it('toggles on click and does not open on hover', async () => {
    const user = userEvent.setup();
    await renderBar();
    const picker = screen.getByRole('button', { name: /Language:\s*EN/ });
    await user.hover(picker);
    expect(expanded(picker)).toBe(false);
    await user.click(picker);
    expect(expanded(picker)).toBe(true);
    await user.click(picker);
    expect(expanded(picker)).toBe(false);
  });
});

describe('TopBar mobile menu', () => {
  it('toggles, shows the same entries and the account menu, and closes on Escape and navigation', async () => {
    const user = userEvent.setup();
    await renderBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(expanded(toggle)).toBe(false);
    expect(screen.queryByText('account-menu')).toBeNull();

    await user.click(toggle);
    expect(expanded(toggle)).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    expect(panel.getAttribute('id')).toBe(toggle.getAttribute('aria-controls'));
    for (const name of [
      /SEO Checker/,
      /Keyword Checker/,
      /Backlink Checker/,
      /Documentation/,
      /Blog/,
      /Case Studies/,
    ])
      expect(within(panel).getByRole('button', { name })).toBeTruthy();
    expect(within(panel).getByText('account-menu')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(expanded(toggle)).toBe(false);
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(expanded(toggle)).toBe(false);

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'SEO Checker' }),
    );
    expect(probe()).toBe('seoAudit|0');
    expect(expanded(toggle)).toBe(false);
  });
});
