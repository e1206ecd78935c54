import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { ComingSoonDialog } from './ComingSoonDialog';
import FeaturesPage from './FeaturesPage';
import { Footer } from './Footer';
import * as marketing from './index';
import NotFoundPage from './NotFoundPage';
import PricingPage from './PricingPage';
import ResourcesPage from './ResourcesPage';
import { DialogsProbe, setUsage, stubApi } from '../../test-support/marketing-render';

const PAGES: ReadonlyArray<[string, ComponentType, Record<'en' | 'es' | 'fr', string>]> = [
  [
    'features',
    FeaturesPage,
    { en: 'Features & Use Cases', es: 'Funciones y casos de uso', fr: 'Fonctionnalités et cas d’usage' },
  ],
  [
    'pricing',
    PricingPage,
    {
      en: 'Simple, transparent pricing',
      es: 'Precios sencillos y transparentes',
      fr: 'Des tarifs simples et transparents',
    },
  ],
  ['resources', ResourcesPage, { en: 'SEO Resources', es: 'Recursos SEO', fr: 'Ressources SEO' }],
  ['notFound', NotFoundPage, { en: 'Page not found', es: 'Página no encontrada', fr: 'Page introuvable' }],
];

const probe = () => screen.getByTestId('dialogs').textContent;

async function renderPage(Page: ComponentType, lang: 'en' | 'es' | 'fr' = 'en') {
  return renderWithApp(
    <>
      <Page />
      <ComingSoonDialog />
      <DialogsProbe />
    </>,
    { lang },
  );
}

beforeEach(() => {
  stubApi();
  setUsage(0);
});
afterEach(() => vi.restoreAllMocks());

describe('marketing pages', () => {
  for (const [name, Page, titles] of PAGES)
    for (const lang of ['en', 'es', 'fr'] as const)
      it(`${name} renders its one h1 in ${lang}, with headings in order`, async () => {
        const { container } = await renderPage(Page, lang);
        expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
          titles[lang],
        ]);
        const levels = [...container.querySelectorAll('h1,h2,h3,h4')].map((h) => Number(h.tagName[1]));
        levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
        if (name !== 'notFound') {
          const words = (container.textContent ?? '').split(/\s+/).filter(Boolean);
          expect(words.length).toBeGreaterThanOrEqual(300);
        }
      });

  it('the index exports the pages as lazy chunks', async () => {
    await renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <marketing.PricingPage />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' }),
    ).toBeTruthy();
  });

  it('pricing shows $0, $29 and $99 a month, says no plan can be bought yet, and an FAQ with the refund window', async () => {
    await renderPage(PricingPage);
    for (const price of ['$0', '$29', '$99']) expect(screen.getByText(price)).toBeTruthy();
    expect(screen.getAllByText('/month')).toHaveLength(3);
    // No trial or plan can be had: no button promises one, and the notice says what that means today.
    expect(screen.queryByText(/14-day/)).toBeNull();
    expect(screen.getByTestId('plans-notice').textContent).toBe(
      'No plan can be bought yet. Until then, PDF reports and share links are free for everyone; share links need a Google sign-in.',
    );
    // No money-back band promising refunds of payments that cannot happen: the FAQ gives the refund window.
    expect(screen.queryByText(/money-back/)).toBeNull();
    expect(
      screen.getByText(/When paid plans go on sale, each will come with a 30-day refund window/),
    ).toBeTruthy();
    // Enterprise lists nothing a free account has already (site crawls, the API); Free says it crawls.
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li')?.textContent ?? '');
    expect(cards[2]).toMatch(/^Enterprise/);
    expect(cards[2]).not.toMatch(/crawl|API/i);
    expect(cards[0]).toContain('Site crawls when signed in with Google');
    expect(document.querySelectorAll('details summary').length).toBeGreaterThanOrEqual(5);

    expect(screen.getByRole('link', { name: 'Start a free audit' }).getAttribute('href')).toBe('/');
    const notOnSale = screen.getAllByRole('button', { name: 'Not on sale yet' });
    expect(notOnSale).toHaveLength(2);
    expect(notOnSale.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('pricing FAQ follows a gating server: no "free for everyone", no refunds or billing of payments that cannot happen', async () => {
    await renderPage(PricingPage);
    await screen.findByText(/On this server, PDF reports and share links are for Pro accounts/, {
      selector: '[data-testid=plans-notice]',
    });
    const faq = [...document.querySelectorAll('details')].map((d) => d.textContent ?? '');
    const answer = (q: RegExp) => faq.find((text) => q.test(text)) ?? '';
    expect(faq.join(' ')).not.toMatch(/free for everyone/);
    expect(answer(/buy Pro or start a trial/)).toMatch(
      /On this server, PDF reports and share links are for Pro accounts/,
    );
    expect(answer(/refund/)).toMatch(/No payment can be made yet, so there is nothing to refund/);
    expect(answer(/refund/)).not.toMatch(/we will refund you/);
    expect(answer(/cancel or change/)).toMatch(/nothing to cancel/);
    expect(answer(/cancel or change/)).not.toMatch(/billing period/);
  });

  it('features lists the checks and resources and links to / with "Get Free SEO Audit"', async () => {
    await renderPage(FeaturesPage);
    const checks = screen.getByRole('region', { name: 'What the SEO analysis tool checks' });
    for (const item of ['SEO audit', 'Meta tags', 'Headings structure', 'Page speed', 'Social media tags'])
      expect(within(checks).getByText(item)).toBeTruthy();
    const resources = screen.getByRole('region', { name: 'Industry resources' });
    for (const item of [
      'Algorithm updates',
      'Best practices',
      'Technical checklist',
      'Local SEO',
      'E-commerce SEO',
    ])
      expect(within(resources).getByText(item)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Free SEO Audit' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(6 + 4);
  });

  it('resources: the SEO Checker runs the tool action; the rest is coming soon', async () => {
    const user = userEvent.setup();
    await renderPage(ResourcesPage);
    for (const level of ['Beginner', 'Intermediate', 'Advanced'])
      expect(screen.getByRole('heading', { level: 3, name: level })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open the SEO Checker' }));
    expect(probe()).toBe('seoAudit|0');
    for (const name of ['Open the Keyword Checker', 'Open the documentation', 'Read the case studies']) {
      await user.click(screen.getByRole('button', { name }));
      expect(probe()).toBe('comingSoon|0');
      await user.click(
        within(screen.getByRole('dialog', { name: 'Coming Soon' })).getByRole('button', { name: 'OK' }),
      );
    }
  });

  it('resources: with no checks left, an anonymous visitor is asked to sign in', async () => {
    setUsage(3);
    const user = userEvent.setup();
    await renderPage(ResourcesPage);
    await user.click(screen.getByRole('button', { name: 'Open the SEO Checker' }));
    expect(probe()).toBe('signIn|0');
  });

  it('not found links home and loads no ads', async () => {
    const fetch = stubApi({ adsenseClient: 'ca-pub-1' });
    await renderPage(NotFoundPage);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/config'))).toBe(false);
  });
});

describe('Footer', () => {
  it('links the four routes and has the privacy, terms and contact anchors', async () => {
    const { container } = await renderWithApp(<Footer />, { lang: 'fr' });
    const footer = screen.getByRole('contentinfo');
    for (const id of ['privacy', 'terms', 'contact'])
      expect(container.querySelector(`footer #${id}`)).not.toBeNull();
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/features', '/pricing', '/resources', 'mailto:hello@rankscope.dev']),
    );
    expect(within(footer).getByText(/48 heures/)).toBeTruthy();
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Rankscope`))).toBeTruthy();
  });
});
