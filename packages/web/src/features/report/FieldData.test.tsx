import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { FieldData } from './FieldData';
import { makeReport } from '../../test-support/report';

const m = (p75: number, good: number, ni: number, poor: number) => ({
  p75,
  good,
  needsImprovement: ni,
  poor,
});
const periods = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    firstDate: `2026-0${1 + (i % 9)}-01`,
    lastDate: `2026-0${1 + (i % 9)}-28`,
  }));

describe('FieldData', () => {
  it('shows the page’s p75s with their bands, the distribution, the history and the disagreement', async () => {
    const report = makeReport({
      field: {
        source: 'url',
        key: 'https://shop.example/<b>tables</b>',
        phone: { lcp: m(4300, 0.4, 0.3, 0.3), cls: m(0.04, 0.9, 0.06, 0.04), inp: m(180, 0.8, 0.15, 0.05) },
        desktop: { lcp: m(1900, 0.9, 0.06, 0.04) },
        collectionPeriod: { firstDate: '2026-10-26', lastDate: '2026-11-22' },
        history: {
          collectionPeriods: periods(40),
          phone: { lcp: Array.from({ length: 40 }, (_, i) => 3000 + i * 30) },
        },
        disagreements: [
          {
            formFactor: 'phone',
            metric: 'lcp',
            lab: 1200,
            labBand: 'good',
            field: 4300,
            fieldBand: 'poor',
            message: 'Lab and field disagree on LCP (phone): trust the field.',
          },
        ],
      },
    });
    await renderWithApp(<FieldData report={report} />);
    expect(screen.getByRole('heading', { name: 'Field data: real Chrome users' })).toBeTruthy();
    expect(screen.getByText('This page')).toBeTruthy();
    // The key is the page's address: text, never markup.
    expect(screen.getByText('https://shop.example/<b>tables</b>')).toBeTruthy();
    expect(screen.getByText('2026-10-26 to 2026-11-22 (28 days)')).toBeTruthy();
    const phone = screen.getByRole('heading', { name: 'Phone' }).parentElement!;
    expect(within(phone).getByText('4.3 s').className).toContain('red');
    expect(within(phone).getByText('180 ms').className).toContain('green');
    expect(
      within(phone).getByRole('img', { name: '40% good, 30% needs improvement, 30% poor' }),
    ).toBeTruthy();
    expect(within(phone).getByRole('img', { name: 'LCP p75 over the last 40 weeks' })).toBeTruthy();
    const desktop = screen.getByRole('heading', { name: 'Desktop' }).parentElement!;
    expect(within(desktop).queryByRole('img', { name: /over the last/ })).toBeNull();
    expect(screen.getByText('Lab and field disagree')).toBeTruthy();
    expect(screen.getByText('Lab and field disagree on LCP (phone): trust the field.')).toBeTruthy();
  });

  it('labels the whole site, and shows the reason when there is no data', async () => {
    const site = makeReport({
      field: { source: 'origin', key: 'https://shop.example', phone: { lcp: m(2000, 0.9, 0.05, 0.05) } },
    });
    const { unmount } = await renderWithApp(<FieldData report={site} />, { lang: 'fr' });
    expect(screen.getByText('Site entier')).toBeTruthy();
    expect(screen.getByText('2,0 s')).toBeTruthy();
    unmount();
    const none = makeReport({
      field: {
        source: null,
        unavailable: 'no-key',
        unavailableReason: 'Field data needs a Chrome UX Report API key.',
      },
    });
    await renderWithApp(<FieldData report={none} />);
    expect(screen.getByText('No field data')).toBeTruthy();
    // Said from the code, without the server's settings the engine's sentence names.
    expect(
      screen.getByText('This server does not look up real-user data from the Chrome UX Report.'),
    ).toBeTruthy();
  });

  it('says a used-up quota in the page’s language, without Google’s English answer', async () => {
    const quota = makeReport({
      field: {
        source: null,
        unavailable: 'quota',
        detail: "HTTP 429: Quota exceeded for quota metric 'Queries'",
        unavailableReason:
          "Field data unavailable for now: the Chrome UX Report API quota is used up (HTTP 429: Quota exceeded for quota metric 'Queries'); a later audit tries again.",
      },
    });
    await renderWithApp(<FieldData report={quota} />, { lang: 'es' });
    const section = screen.getByRole('region');
    expect(section.textContent).toContain('este servidor agotó su cuota del Chrome UX Report');
    expect(section.textContent).not.toContain('Quota exceeded');
  });
});
