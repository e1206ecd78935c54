import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '@/test/render';
import SharedReportPage from './SharedReportPage';
import { makeReport } from './test-report';
import { json, me, stubFetch } from './test-utils';

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
  });
});
