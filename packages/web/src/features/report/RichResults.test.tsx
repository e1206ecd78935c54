import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { RichResults } from './RichResults';
import { makeReport } from '../../test-support/report';

const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/recipe';
const report = makeReport({
  richResults: [
    {
      type: 'Recipe',
      feature: 'Recipe',
      status: 'invalid',
      missingRequired: ['image'],
      missingRecommended: ['author'],
      invalidValues: [
        { property: 'cookTime', value: '1 hour', reason: 'not-iso8601-duration', required: false },
      ],
      source: 'rendered',
      docs: DOCS,
      format: 'jsonld',
      line: 12,
      name: '<img src=x onerror=alert(1)>',
    },
    {
      type: 'FAQPage',
      feature: 'FAQ',
      status: 'retired',
      missingRequired: [],
      missingRecommended: [],
      invalidValues: [],
      source: 'raw',
      docs: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
      format: 'jsonld',
      line: 3,
      name: null,
    },
  ],
});

describe('RichResults', () => {
  it('lists each item: feature, status, what is missing, invalid values, and Google’s page', async () => {
    const { container } = await renderWithApp(<RichResults report={report} />);
    const section = screen.getByRole('region', { name: 'Rich results' });
    const [recipe, faq] = within(section).getAllByTestId('rich-result');
    expect(recipe?.textContent).toContain(
      'RecipeInvalidRecipe — <img src=x onerror=alert(1)> · line 12 · only after JavaScript',
    );
    expect(recipe?.textContent).toContain('Missing (required): image');
    expect(recipe?.textContent).toContain('Missing (recommended): author');
    expect(recipe?.textContent).toContain('cookTime = “1 hour”: not an ISO 8601 duration (PT1H30M)');
    expect(within(recipe!).getByRole('link', { name: 'Google’s page for Recipe' }).getAttribute('href')).toBe(
      DOCS,
    );
    expect(faq?.textContent).toContain('Retired by Google');
    // The item's name is text, never markup.
    expect(container.querySelector('img')).toBeNull();
  });

  it('speaks Spanish and French, shows the site matrix and templates, and renders nothing without items', async () => {
    const site = makeReport({
      richResults: [],
      crawl: {
        ...(makeReport().crawl ?? {
          startUrl: 'https://s.example/',
          stopReason: 'complete',
          pages: [],
          statusCounts: {},
          duplicateTitles: [],
          duplicateDescriptions: [],
          nearDuplicates: [],
          brokenLinks: [],
          redirectLinks: [],
          orphans: [],
          notInSitemap: null,
          issues: [],
          siteScore: null,
          durationMs: 1,
        }),
        richResults: {
          matrix: [{ feature: 'Merchant listing', eligible: 1, invalid: 3, warnings: 0, retired: 0 }],
          templates: [
            {
              feature: 'Merchant listing',
              problem: 'offers.price',
              pattern: '/p/*',
              pages: 3,
              examples: ['https://s.example/p/1'],
            },
          ],
        },
      },
    });
    await renderWithApp(<RichResults report={site} />, { lang: 'es' });
    const section = screen.getByRole('region', { name: 'Resultados enriquecidos' });
    expect(section.textContent).toContain('Páginas por función');
    expect(section.textContent).toContain('/p/* — Ficha de comerciante: offers.price (3 páginas)');
    expect(within(section).getByRole('table').textContent).toContain('Ficha de comerciante');
    const { container } = await renderWithApp(<RichResults report={makeReport({ richResults: [] })} />, {
      lang: 'fr',
    });
    expect(container.textContent).toBe('');
    await renderWithApp(<RichResults report={report} />, { lang: 'fr' });
    expect(screen.getAllByTestId('rich-result')[0]?.textContent).toContain('Non valide');
  });

  it('says what each status shown means, and names the features in the page’s language', async () => {
    await renderWithApp(<RichResults report={report} />, { lang: 'fr' });
    const section = screen.getByRole('region', { name: 'Résultats enrichis' });
    const meaning = within(section).getByTestId('rich-results-meaning');
    const terms = [...meaning.querySelectorAll('dt')].map((dt) => dt.textContent);
    // Only the statuses on this page: an invalid recipe and a retired FAQ.
    expect(terms).toEqual(['Non valide', 'Retiré par Google']);
    expect(meaning.textContent).toContain('Google n’affichera pas ce résultat enrichi');
    expect(meaning.textContent).toContain('Google n’affiche plus ce type de résultat enrichi');
    const [recipe, faq] = within(section).getAllByTestId('rich-result');
    expect(recipe?.textContent).toMatch(/^RecetteNon valide/);
    expect(faq?.textContent).toMatch(/^Questions fréquentes \(FAQ\)/);
    expect(within(recipe!).getByRole('link', { name: 'Page de Google sur Recette' })).toBeTruthy();
  });

  it('keeps a feature this version does not know by Google’s name', async () => {
    const novel = makeReport({
      richResults: [{ ...report.richResults![0]!, feature: 'Brand new feature', status: 'eligible' }],
    });
    await renderWithApp(<RichResults report={novel} />, { lang: 'es' });
    expect(screen.getByTestId('rich-result').textContent).toMatch(/^Brand new featureApto/);
    expect(screen.getByTestId('rich-results-meaning').textContent).toContain(
      'Google puede mostrar esta página',
    );
  });
});
