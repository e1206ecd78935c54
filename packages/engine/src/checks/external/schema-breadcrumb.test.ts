import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
import check from './schema-breadcrumb.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const URL_ = 'https://oak.example/shop/tables/oak-table';
const crumb = (entries: unknown[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: entries,
});
const entry = (position: unknown, name: string, item?: unknown) => ({
  '@type': 'ListItem',
  position,
  name,
  ...(item ? { item } : {}),
});
const GOOD = crumb([
  entry(1, 'Shop', 'https://oak.example/shop'),
  entry(2, 'Tables', 'https://oak.example/shop/tables'),
  entry(3, 'Oak table'),
]);
const run = (head: string, url = URL_) => runOn(check, doc(head), { url });

describe('schema-breadcrumb', () => {
  it('passes a valid list; the last entry may omit item', () => {
    const out = run(ld(GOOD));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The BreadcrumbList at line 2 has every property Google requires (1 breadcrumb list on the page).',
    );
  });

  it('accepts names on the item node and positions written as digit strings, in any order', () => {
    const list = crumb([
      {
        '@type': 'ListItem',
        position: '2',
        item: { '@id': 'https://oak.example/shop/tables', name: 'Tables' },
      },
      { '@type': 'ListItem', position: '1', item: { '@id': 'https://oak.example/shop', name: 'Shop' } },
    ]);
    expect(run(ld(list)).status).toBe('good');
  });

  it('fails positions that are not integers from 1', () => {
    const out = run(ld(crumb([entry(1.5, 'Shop', 'https://oak.example/shop'), entry(2, 'Oak table')])));
    expect(out.key).toBe('invalidPosition');
    expect(messageOf(check, out)).toBe(
      'The BreadcrumbList at line 2 has a position that is not an integer from 1 up: itemListElement.position is 1.5.',
    );
    expect(messageOf(check, out, 'es')).toContain('itemListElement.position es 1.5');
    const missing = run(
      ld(crumb([entry(1, 'Shop', 'https://oak.example/shop'), { '@type': 'ListItem', name: 'Oak' }])),
    );
    expect(missing.status).toBe('critical');
    expect(messageOf(check, missing)).toContain(': itemListElement.position.');
  });

  it('fails entries without a name or (except the last) without an item URL', () => {
    const out = run(ld(crumb([entry(1, '', 'https://oak.example/shop'), entry(2, ''), entry(3, '')])));
    expect(out.key).toBe('required');
    expect(messageOf(check, out)).toBe(
      'The BreadcrumbList at line 2 lacks required properties or has invalid ones (only the last entry may omit item): itemListElement.name, itemListElement.item.',
    );
    const noItem = run(ld(crumb([entry(1, 'Shop'), entry(2, 'Oak table')])));
    expect(messageOf(check, noItem, 'fr')).toBe(
      'Il manque au BreadcrumbList ligne 2 des propriétés obligatoires, ou certaines sont invalides (seule la dernière entrée peut omettre item)\u00a0: itemListElement.item.',
    );
  });

  it('fails an empty list and an unusable item URL', () => {
    expect(run(ld(crumb([]))).key).toBe('invalidList');
    const bad = run(ld(crumb([entry(1, 'Shop', 'mailto:shop@oak.example'), entry(2, 'Oak')])));
    expect(bad.items).toEqual([
      {
        value: 'Breadcrumb (BreadcrumbList)',
        note: 'invalid: itemListElement.item = "mailto:shop@oak.example" (not-absolute-url)',
        line: 2,
      },
    ]);
  });

  it('recommends breadcrumbs on a page two or more levels deep without them', () => {
    const out = run('');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The page /shop/tables/oak-table is 3 levels deep but has no BreadcrumbList markup.',
    );
    expect(run('', 'https://oak.example/shop/tables/').key).toBe('absent');
  });

  it('is n/a on the homepage and on a first-level page', () => {
    expect(run('', 'https://oak.example/').key).toBe('home');
    expect(run('', 'https://oak.example/shop/').key).toBe('shallow');
  });

  it('judges a breadcrumb in Microdata as the rules read it', () => {
    const micro = runOn(
      check,
      doc('', '\n<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li>Shop</li></ol>'),
      { url: URL_ },
    );
    expect(micro.key).toBe('invalidList');
  });

  it('validates a BreadcrumbList found on the homepage too', () => {
    expect(run(ld(crumb([entry(1, '')])), 'https://oak.example/').status).toBe('critical');
  });

  describe('says what the Breadcrumb rules say', () => {
    const microdata =
      '<ol itemscope itemtype="https://schema.org/BreadcrumbList">' +
      '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">' +
      '<a itemprop="item" href="https://oak.example/shop"><span itemprop="name">Shop</span></a>' +
      '<meta itemprop="position" content="1"></li>' +
      '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">' +
      '<span itemprop="name">Oak</span><meta itemprop="position" content="2"></li></ol>';
    const pages: [string, string, string, string[]][] = [
      ['valid', ld(GOOD), '', ['eligible']],
      // Google states integer positions from 1, not that they run without gaps.
      [
        'positions 1, 3',
        ld(crumb([entry(1, 'Shop', 'https://oak.example/shop'), entry(3, 'Oak')])),
        '',
        ['eligible'],
      ],
      // The rules want absolute item URLs.
      ['relative item', ld(crumb([entry(1, 'Shop', '/shop'), entry(2, 'Oak')])), '', ['invalid']],
      ['no position', ld(crumb([{ '@type': 'ListItem', name: 'Shop' }])), '', ['invalid']],
      ['Microdata, valid', '', microdata, ['eligible']],
      ['none', '', '', []],
    ];
    it.each(pages)('%s', (_name, head, body, statuses) => {
      const page = pageFromHtml(doc(head, body), { url: URL_ });
      const entries = rulesSay(page, ['Breadcrumb']);
      expect(entries.map((r) => r.status)).toEqual(statuses);
      const status = runCheck(check, page).status;
      // Without a breadcrumb, the check's verdict is whether the page is deep enough to want one.
      expect(status).toBe(entries.length === 0 ? 'recommended' : statusFromRules(entries));
    });
  });
});
