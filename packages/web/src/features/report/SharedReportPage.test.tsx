import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '@/test-support/render';
import SharedReportPage from './SharedReportPage';
import { check, makeReport } from '../../test-support/report';
import { json, me, stubFetch } from '../../test-support/report-render';

afterEach(() => vi.restoreAllMocks());

const ID = 'abcdefghijklmnopqrstuv';

async function renderShared() {
  return renderWithApp(
    <Routes>
      <Route path="/r/:id" element={<SharedReportPage />} />
    </Routes>,
    { route: `/r/${ID}` },
  );
}

describe('SharedReportPage', () => {
  it('says a missing or expired report does not exist, with a link home', async () => {
    stubFetch({
      '/api/me': () => json(me()),
      [`/api/reports/${ID}`]: () =>
        json({ error: 'This shared report does not exist or has expired.', code: 'NOT_FOUND' }, 404),
    });
    await renderShared();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This shared report does not exist or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the shared report read-only and noindex', async () => {
    stubFetch({
      '/api/me': () => json(me()),
      // What the server's GET /api/reports/:id sends (routes/reports.ts).
      [`/api/reports/${ID}`]: () => json({ report: makeReport(), expiresAt: '2026-12-01T00:00:00.000Z' }),
    });
    await renderShared();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SEO report for www.example.com' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Run your own audit' })).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(screen.queryByText(/^Changes since/)).toBeNull();
  });

  it('lets the signed-in owner delete the link from a browser that did not make it', async () => {
    // Nothing in this browser's storage: the server says the link is the visitor's.
    localStorage.removeItem('sharedReports');
    stubFetch({
      '/api/me': () => json(me()),
      [`/api/reports/${ID}`]: () =>
        json({ report: makeReport(), expiresAt: '2026-12-01T00:00:00.000Z', yours: true }),
    });
    await renderShared();
    expect(await screen.findByRole('button', { name: 'Delete link' })).toBeTruthy();
    expect(screen.getByText('You created this share link.')).toBeTruthy();
  });

  it('offers no delete button to a reader who did not make the link', async () => {
    localStorage.removeItem('sharedReports');
    stubFetch({
      '/api/me': () => json(me()),
      [`/api/reports/${ID}`]: () => json({ report: makeReport(), expiresAt: '2026-12-01T00:00:00.000Z' }),
    });
    await renderShared();
    await screen.findByRole('heading', { level: 1, name: 'SEO report for www.example.com' });
    expect(screen.queryByRole('button', { name: 'Delete link' })).toBeNull();
  });

  it('shows the changes since the earlier report the owner shared with it', async () => {
    const baseline = makeReport({
      seoScore: 72,
      fetchedAt: '2025-01-10T09:00:00.000Z',
      checks: [
        check({ id: 'title-present', title: 'Page title', status: 'good' }),
        check({ id: 'meta-description', title: 'Meta description', status: 'critical' }),
      ],
    });
    const report = makeReport({
      seoScore: 41,
      fetchedAt: '2025-01-15T10:30:00.000Z',
      checks: [
        check({ id: 'title-present', title: 'Page title', status: 'critical', message: 'No title.' }),
        check({ id: 'meta-description', title: 'Meta description', status: 'good' }),
      ],
    });
    stubFetch({
      '/api/me': () => json(me()),
      [`/api/reports/${ID}`]: () => json({ report, baseline, expiresAt: '2026-12-01T00:00:00.000Z' }),
    });
    await renderShared();
    expect(await screen.findByRole('heading', { name: /^Changes since Jan 10, 2025/ })).toBeTruthy();
    expect(screen.getByText('Score 72 → 41 (−31)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New issues (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fixed (1)' })).toBeTruthy();
  });
});
