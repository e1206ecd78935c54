import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine/report';
import { renderWithApp } from '@/test-support/render';
import { Suggestions } from './Suggestions';
import { makeReport } from '../../test-support/report';

const TITLE_FIX = '<title>Handmade Oak Tables | Smith & Sons</title>';
const NGINX = 'add_header Strict-Transport-Security "max-age=31536000" always;';
const APACHE = 'Header always set Strict-Transport-Security "max-age=31536000"';

const withFixes = (overrides: Partial<Report> = {}): Report =>
  makeReport({
    suggestions: [
      {
        checkId: 'title-length',
        priority: 'high',
        scoreGain: 2.5,
        text: 'The title is 98 characters long; use this one.',
        fix: {
          kind: 'html',
          language: 'html',
          snippet: TITLE_FIX,
          where: 'inside <head>, replacing the current <title>',
        },
      },
      {
        checkId: 'hsts',
        priority: 'medium',
        scoreGain: 1,
        text: 'Send HSTS.',
        fix: {
          kind: 'server-config',
          language: 'nginx',
          snippet: NGINX,
          where: 'in the server block for https',
          note: 'The Server header names nginx.',
          alternatives: [
            { language: 'apache', snippet: APACHE },
            { language: 'caddy', snippet: 'header Strict-Transport-Security "max-age=31536000"' },
          ],
        },
      },
      { checkId: 'img-alt', priority: 'low', scoreGain: 0, text: 'Describe the images.' },
    ],
    ...overrides,
  });

describe('Suggestions', () => {
  it('shows each fix as text in a code block with where to paste it, and copies it', async () => {
    await renderWithApp(<Suggestions report={withFixes()} />);
    const section = screen.getByRole('region', { name: 'Expert fixes' });
    const code = within(section).getByLabelText('HTML');
    // Page-derived text stays text: the snippet's markup is shown, not parsed.
    expect(code.textContent).toBe(TITLE_FIX);
    expect(code.querySelector('title')).toBeNull();
    expect(within(section).getByText('inside <head>, replacing the current <title>')).toBeTruthy();
    expect(within(section).queryByText(/Written by AI/)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Copy the HTML snippet' }));
    expect(await navigator.clipboard.readText()).toBe(TITLE_FIX);
    expect(await within(section).findByText('Snippet copied to the clipboard.')).toBeTruthy();
  });

  it('counts the score gain with the plural rules of each language', async () => {
    const { unmount } = await renderWithApp(<Suggestions report={withFixes()} />);
    expect(screen.getByText('+1 point')).toBeTruthy();
    expect(screen.getByText('+2.5 points')).toBeTruthy();
    unmount();
    await renderWithApp(<Suggestions report={withFixes()} />, { lang: 'es' });
    expect(screen.getByText('+1 punto')).toBeTruthy();
  });

  it('offers the other servers’ spellings of a server fix as tabs', async () => {
    await renderWithApp(<Suggestions report={withFixes()} />);
    const tabs = screen.getByRole('tablist', { name: 'Server software' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['nginx', 'Apache', 'Caddy']);
    expect(within(screen.getByRole('tabpanel')).getByLabelText('nginx').textContent).toBe(NGINX);
    expect(screen.getByText('The Server header names nginx.')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Apache' }));
    expect(within(tabs).getByRole('tab', { name: 'Apache' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Apache').textContent).toBe(APACHE);
    await user.click(screen.getByRole('button', { name: 'Copy the Apache snippet' }));
    expect(await navigator.clipboard.readText()).toBe(APACHE);
  });

  it('is called AI only when a model wrote the suggestions, and marks its fixes for review', async () => {
    const report = withFixes({
      suggestionsSource: 'ai',
      ai: { model: 'gpt-4o-mini', promptTokens: 900, completionTokens: 300, ms: 4100 },
    });
    const first = report.suggestions[0];
    if (first?.fix) first.fix.needsReview = true;
    await renderWithApp(<Suggestions report={report} />);
    const section = screen.getByRole('region', { name: 'AI suggestions' });
    expect(within(section).getByText('Written by gpt-4o-mini, checked against this audit.')).toBeTruthy();
    expect(within(section).getAllByText('Written by AI: review it before use')).toHaveLength(1);
  });

  it('says why the model was not used, in the report’s language', async () => {
    const note = 'IA no disponible: sin respuesta tras 20 s. Estas son las correcciones expertas integradas.';
    await renderWithApp(<Suggestions report={withFixes({ suggestionsNote: note })} />, { lang: 'es' });
    const section = screen.getByRole('region', { name: 'Correcciones expertas' });
    expect(within(section).getByText(note)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copiar el fragmento HTML' })).toBeTruthy();
  });
});
