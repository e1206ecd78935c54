import { diffReports } from '@rankscope/engine/diff';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { ChangesSinceView } from './ChangesSince';
import ReportView from './ReportView';
import { check, makeReport } from '../../test-support/report';

/** An earlier audit with a missing description, and today's: description fixed, title gone, noindex added. */
const before = makeReport({
  seoScore: 72,
  fetchedAt: '2025-01-10T09:00:00.000Z',
  checks: [
    check({ id: 'title-present', title: 'Page title', status: 'good' }),
    check({ id: 'meta-description', title: 'Meta description', status: 'critical', severity: 'critical' }),
  ],
});
const after = makeReport({
  seoScore: 41,
  fetchedAt: '2025-01-15T10:30:00.000Z',
  checks: [
    check({
      id: 'title-present',
      title: 'Page title',
      status: 'critical',
      severity: 'critical',
      message: 'The page has no title.',
    }),
    check({ id: 'meta-description', title: 'Meta description', status: 'good' }),
  ],
});

describe('Changes since', () => {
  it('shows new and fixed issues and the score delta', async () => {
    await renderWithApp(<ChangesSinceView diff={diffReports(before, after)} />);
    expect(screen.getByRole('heading', { name: /^Changes since Jan 10, 2025/ })).toBeTruthy();
    expect(screen.getByText('Score 72 → 41 (−31)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New issues (1)' })).toBeTruthy();
    expect(screen.getByText('Page title')).toBeTruthy();
    expect(screen.getByText('The page has no title.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fixed (1)' })).toBeTruthy();
    expect(screen.getByText('Meta description')).toBeTruthy();
  });

  it('lists a real-user p75 that got worse beyond its tolerance, not one that moved a little', async () => {
    const m = (p75: number) => ({ p75, good: 0.8, needsImprovement: 0.1, poor: 0.1 });
    const old = makeReport({ field: { source: 'url', phone: { lcp: m(2100), cls: m(0.05) } } });
    const now = makeReport({ field: { source: 'url', phone: { lcp: m(3400), cls: m(0.055) } } });
    await renderWithApp(<ChangesSinceView diff={diffReports(old, now)} />, { lang: 'fr' });
    expect(screen.getByText(/^Vrais utilisateurs de Chrome\s: LCP \(Mobile\) au 75e centile$/)).toBeTruthy();
    expect(screen.getByText(/^2\s100 ms → 3\s400 ms$/)).toBeTruthy();
    expect(screen.queryByText(/CLS \(Mobile\)/)).toBeNull();
  });

  it.each([
    [
      'es',
      /^Cambios desde el 10 ene 2025/,
      'Problemas nuevos (1)',
      'Resueltos (1)',
      'Puntuación 72 → 41 (−31)',
    ],
    [
      'fr',
      /^Changements depuis le 10 janv\. 2025/,
      'Nouveaux problèmes (1)',
      'Corrigés (1)',
      'Score 72 → 41 (−31)',
    ],
  ] as const)('is translated (%s)', async (lang, heading, added, fixed, score) => {
    await renderWithApp(<ChangesSinceView diff={diffReports(before, after)} />, { lang });
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('heading', { name: added })).toBeTruthy();
    expect(screen.getByRole('heading', { name: fixed })).toBeTruthy();
    expect(screen.getByText(score)).toBeTruthy();
  });

  it('says so when nothing changed', async () => {
    await renderWithApp(
      <ChangesSinceView diff={diffReports(after, { ...after, fetchedAt: '2025-01-16T10:30:00.000Z' })} />,
    );
    expect(screen.getByText('Nothing changed since that audit.')).toBeTruthy();
  });

  it('is absent without an earlier audit in this browser', async () => {
    await renderWithApp(<ReportView report={after} onNewAnalysis={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(/^Changes since/)).toBeNull();
  });
});
