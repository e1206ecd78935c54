import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Fix } from '@rankscope/engine/report';
import { renderWithApp } from '@/test-support/render';
import { AllFixes, allFixesText } from './AllFixes';
import { check, makeReport } from '../../test-support/report';

const verification = { rechecked: 152, passes: ['title-length'], combined: true };
const TITLE: Fix = {
  kind: 'html',
  language: 'html',
  snippet: '<title>Handmade Oak Tables | Smith & Sons</title>',
  where: 'inside <head>, replacing the current <title>',
  texts: {
    en: { where: 'inside <head>, replacing the current <title>' },
    es: { where: 'dentro de <head>, sustituyendo el <title> actual' },
    fr: { where: 'dans <head>, en remplaçant le <title> actuel' },
  },
  edits: [
    { action: 'replace', target: 'head title', html: '<title>Handmade Oak Tables | Smith & Sons</title>' },
  ],
  verified: true,
  verification,
};
const CANONICAL: Fix = {
  kind: 'html',
  language: 'html',
  snippet: '<link rel="canonical" href="https://example.com/oak">',
  where: 'inside <head>',
  verified: true,
  verification,
};
const SERVER: Fix = {
  kind: 'server-config',
  language: 'nginx',
  snippet: 'add_header X-Frame-Options "SAMEORIGIN" always;',
  where: 'in the nginx configuration',
  verified: false,
  needs: 'Needs you: add this to the server’s configuration.',
};

const report = () =>
  makeReport({
    checks: [
      check({ id: 'title-length', title: 'Title length', status: 'recommended', gain: 2, readyFix: TITLE }),
      // A second check sharing the same fix: copied once.
      check({
        id: 'keyword-consistency',
        title: 'Keyword consistency',
        status: 'recommended',
        gain: 1,
        readyFix: TITLE,
      }),
      check({
        id: 'canonical-present',
        title: 'Canonical',
        status: 'critical',
        gain: 1.5,
        readyFix: CANONICAL,
      }),
      check({
        id: 'frame-protection',
        title: 'Clickjacking',
        status: 'recommended',
        gain: 3,
        readyFix: SERVER,
      }),
    ],
    fixedHead: {
      fixes: 2,
      before: [{ line: 5, text: '  <title>Oak</title>' }],
      after: [
        { line: 5, text: '  <title>Handmade Oak Tables | Smith & Sons</title>' },
        { line: 6, text: '  <link rel="canonical" href="https://example.com/oak">' },
      ],
    },
  });

describe('AllFixes', () => {
  it('copies every verified html fix once, most valuable first, each under a comment saying where it goes', async () => {
    await renderWithApp(<AllFixes report={report()} />);
    const section = screen.getByRole('region', { name: 'All verified fixes' });
    expect(within(section).getByText(/2 fixes were applied to this page’s HTML/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Copy all fixes' }));
    expect(await navigator.clipboard.readText()).toBe(
      '<!-- Title length: inside <head>, replacing the current <title> -->\n<title>Handmade Oak Tables | Smith & Sons</title>\n\n<!-- Canonical: inside <head> -->\n<link rel="canonical" href="https://example.com/oak">',
    );
    expect(await within(section).findByText('All verified fixes copied to the clipboard.')).toBeTruthy();
  });

  it('shows the <head> lines before and after, as text', async () => {
    await renderWithApp(<AllFixes report={report()} />);
    expect(screen.getByLabelText('Before').textContent).toBe('- 5: <title>Oak</title>');
    expect(screen.getByLabelText('After').textContent).toBe(
      '+ 5: <title>Handmade Oak Tables | Smith & Sons</title>\n+ 6: <link rel="canonical" href="https://example.com/oak">',
    );
  });

  it('says where in the report language', () => {
    expect(allFixesText(report(), 'fr')).toContain(
      '<!-- Title length: dans <head>, en remplaçant le <title> actuel -->',
    );
  });

  it('is absent when no fix was verified', async () => {
    const { container } = await renderWithApp(<AllFixes report={makeReport({ checks: [] })} />);
    expect(container.textContent).toBe('');
  });
});
