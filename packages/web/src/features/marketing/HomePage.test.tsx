import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { LOGIN_TRIGGER_DELAY_MS } from './home/CtaBand';
import { HomePage } from './HomePage';
import { DialogsProbe, stubApi } from '../../test-support/marketing-render';

const form = (
  <form aria-label="audit">
    <input type="url" aria-label="Website URL" />
  </form>
);

async function renderHome(signedIn: boolean, lang: 'en' | 'es' | 'fr' = 'en') {
  return renderWithApp(
    <>
      <HomePage auditForm={form} signedIn={signedIn} />
      <DialogsProbe />
    </>,
    { lang },
  );
}

const probe = () => screen.getByTestId('dialogs').textContent;

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('has one h1, the form right under it, the free note, the section anchors and sections', async () => {
    const { container } = await renderHome(false);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Free AI SEO Audit Tool']);
    expect(screen.getByRole('textbox', { name: 'Website URL' })).toBeTruthy();
    expect(screen.getByText('100% free, no signup, 3 free audits/day')).toBeTruthy();
    for (const [name, id] of [
      ['Features', 'features'],
      ['How It Works', 'how-it-works'],
      ['SEO Checks', 'seo-checks'],
      ['Benefits', 'benefits'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`#${id}`);
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    for (const title of [
      'Instant SEO Reports',
      'AI-Powered Fixes',
      'PDF Reports',
      'No Login Needed',
      '3 Free Audits Daily',
      'Secure & Private',
      'Meta Information',
      'Page Quality',
      'Page & Link Structure',
      'Server Configuration',
      'External Factors',
    ])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Start Free – Google Login Required' }),
    ).toBeTruthy();
  });

  it('keeps headings in order and has at least 300 words of copy', async () => {
    const { container } = await renderHome(false);
    const levels = [...container.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    const words = (container.textContent ?? '').split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(300);
  });

  it('signed out: "Login with Google to Start Free" scrolls up and asks for sign-in 1 s later', async () => {
    await renderHome(false);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Login with Google to Start Free' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(LOGIN_TRIGGER_DELAY_MS - 1));
    expect(probe()).toBe('none|0');
    act(() => vi.advanceTimersByTime(1));
    expect(probe()).toBe('none|1');
  });

  it('signed in: "Start Free SEO Audit" scrolls up and focuses the URL field', async () => {
    await renderHome(true);
    expect(screen.queryByRole('button', { name: 'Login with Google to Start Free' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free SEO Audit' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Website URL' }));
    expect(probe()).toBe('none|0');
  });

  it.each([
    ['es', 'Herramienta gratuita de auditoría SEO con IA'],
    ['fr', 'Outil d’audit SEO gratuit avec IA'],
  ] as const)('renders its h1 in %s', async (lang, title) => {
    await renderHome(false, lang);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });
});
