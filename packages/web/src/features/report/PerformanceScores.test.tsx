import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { PerformanceScores } from './PerformanceScores';
import { makeReport } from '../../test-support/report';

const metric = (value: number, score: number, displayValue: string) => ({ value, score, displayValue });

describe('PerformanceScores', () => {
  it('shows each score with its five metrics and biggest opportunities, or the reason there is none', async () => {
    const report = makeReport({
      performance: {
        mobile: {
          score: 62,
          unavailableReason: null,
          source: 'lighthouse',
          metrics: {
            fcp: metric(2100, 0.82, '2.1 s'),
            lcp: metric(4600, 0.35, '4.6 s'),
            tbt: metric(640, 0.4, '640 ms'),
            cls: metric(0.02, 1, '0.02'),
            si: metric(3900, 0.81, '3.9 s'),
          },
          opportunities: [
            {
              id: 'uses-responsive-images',
              title: 'Properly size images',
              savingsMs: 1230,
              savingsBytes: 1400000,
            },
            { id: 'unused-css-rules', title: 'Reduce unused CSS', savingsMs: 0, savingsBytes: 40960 },
          ],
          lighthouseVersion: '12.8.2',
          durationMs: 8200,
        },
        desktop: {
          score: null,
          unavailableReason: 'Lighthouse timed out after 60 s',
          source: null,
          metrics: null,
        },
      },
    });
    await renderWithApp(<PerformanceScores report={report} />);
    const mobile = screen.getByRole('heading', { name: 'Mobile' }).parentElement!;
    expect(within(mobile).getByText('62').className).toContain('yellow');
    expect(within(mobile).getByText('Largest Contentful Paint').nextElementSibling?.textContent).toBe(
      '4.6 s',
    );
    expect(within(mobile).getByText('4.6 s').className).toContain('red');
    expect(within(mobile).getByText('saves ~1230 ms')).toBeTruthy();
    expect(within(mobile).getByText('saves ~40 KiB')).toBeTruthy();
    const desktop = screen.getByRole('heading', { name: 'Desktop' }).parentElement!;
    expect(desktop.textContent).toContain('Lab scores missing');
    expect(desktop.textContent).toContain('Lighthouse timed out after 60 s');
    expect(within(desktop).queryByText('Largest Contentful Paint')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says why the server ran no lab in the page’s language, without its settings (LAB=off, CHROME_PATH)', async () => {
    const off = {
      score: null,
      unavailableReason: 'Lab scores are missing: this server has lab runs switched off (LAB=off).',
      unavailableReasonRef: { key: 'lab.off.server' },
    };
    const noChromium = {
      score: null,
      unavailableReason:
        'Lab scores are missing: no Chromium found (install Chromium or set CHROME_PATH to run Lighthouse).',
      unavailableReasonRef: { key: 'lab.off.no-chromium' },
    };
    await renderWithApp(
      <PerformanceScores report={makeReport({ performance: { mobile: off, desktop: noChromium } })} />,
      {
        lang: 'fr',
      },
    );
    const text = screen.getByRole('region').textContent ?? '';
    expect(text).toContain('Ce serveur ne lance pas de tests en laboratoire');
    expect(text).toContain('Ce serveur n’a pas de navigateur pour lancer Lighthouse');
    expect(text).not.toMatch(/LAB=off|CHROME_PATH|Lab scores are missing/);
  });

  it('says when the host was too slow or busy for trustworthy figures', async () => {
    const lab = {
      score: 41,
      unavailableReason: null,
      source: 'lighthouse' as const,
      metrics: {
        fcp: metric(2100, 0.82, '2.1 s'),
        lcp: metric(2600, 0.8, '2.6 s'),
        tbt: metric(393, 0.6, '393 ms'),
        cls: metric(0, 1, '0'),
        si: metric(2500, 0.9, '2.5 s'),
      },
      benchmarkIndex: 612,
      slowHost: { benchmarkIndex: 612, minimum: 1000 },
    };
    await renderWithApp(
      <PerformanceScores report={makeReport({ performance: { mobile: lab, desktop: lab } })} />,
    );
    const mobile = screen.getByRole('heading', { name: 'Mobile' }).parentElement!;
    expect(within(mobile).getByRole('note').textContent).toBe(
      'Unreliable figures: the machine that ran Lighthouse was too slow or busy (benchmarkIndex 612, below 1000). The timing checks were not judged.',
    );
  });
});
