import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
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
  entry(2, 'Tables', '/shop/tables'),
  entry(3, 'Oak table'),
]);
const run = (head: string, url = URL_) => runOn(check, doc(head), { url });

describe('schema-breadcrumb', () => {
  it('passes a valid list, naming the trail; the last entry may omit item', () => {
    const out = run(ld(GOOD));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The BreadcrumbList at line 2 is valid: Shop › Tables › Oak table.');
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

  it('fails positions that do not run 1, 2, 3…', () => {
    const out = run(ld(crumb([entry(1, 'Shop', '/shop'), entry(3, 'Oak table')])));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The BreadcrumbList at line 2 has positions that are not the integers 1, 2, 3… in order: itemListElement is 1, 3.',
    );
    expect(out.items).toEqual([{ value: 'itemListElement', note: 'positions 1, 3', line: 2 }]);
  });

  it('fails positions that are not integers or are missing', () => {
    const out = run(ld(crumb([entry(1.5, 'Shop', '/shop'), { '@type': 'ListItem', name: 'Oak table' }])));
    expect(out.key).toBe('invalidPosition');
    expect(out.items).toEqual([
      { value: 'itemListElement[0].position', note: '1.5', line: 2 },
      { value: 'itemListElement[1].position', note: 'missing', line: 2 },
    ]);
    expect(messageOf(check, out, 'es')).toContain('itemListElement[0].position es 1.5');
  });

  it('fails entries without a name or (except the last) without an item URL', () => {
    const out = run(ld(crumb([entry(1, '', '/shop'), entry(2, 'Tables'), entry(3, 'Oak table')])));
    expect(out.key).toBe('invalidName');
    expect(messageOf(check, out)).toBe(
      'The BreadcrumbList at line 2 has entries without a name (1), e.g. itemListElement[0].name.',
    );
    expect(out.items?.map((i) => i.value)).toEqual(['itemListElement[0].name', 'itemListElement[1].item']);
    const noItem = run(ld(crumb([entry(1, 'Shop'), entry(2, 'Oak table')])));
    expect(messageOf(check, noItem, 'fr')).toBe(
      'Le BreadcrumbList ligne 2 a des entrées sans URL valide en item (1 ; seule la dernière peut l’omettre), par ex. itemListElement[0].item.',
    );
  });

  it('fails an empty list, an unusable item URL and entries of another type', () => {
    expect(run(ld(crumb([]))).key).toBe('invalidList');
    const bad = run(ld(crumb([entry(1, 'Shop', 'mailto:shop@oak.example'), entry(2, 'Oak')])));
    expect(bad.items).toEqual([
      { value: 'itemListElement[0].item', note: '"mailto:shop@oak.example"', line: 2 },
    ]);
    const typed = run(ld(crumb([{ ...entry(1, 'Shop', '/shop'), '@type': 'WebPage' }, entry(2, 'Oak')])));
    expect(typed.key).toBe('invalidType');
  });

  it('recommends breadcrumbs on a page two or more levels deep without them', () => {
    const out = run('');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The page /shop/tables/oak-table is 3 levels deep but has no BreadcrumbList markup.',
    );
    expect(run('', 'https://oak.example/shop/tables/').key).toBe('absent');
  });

  it('is n/a on the homepage, on a first-level page and when the breadcrumb is in Microdata', () => {
    expect(run('', 'https://oak.example/').key).toBe('home');
    expect(run('', 'https://oak.example/shop/').key).toBe('shallow');
    const micro = runOn(
      check,
      doc('', '\n<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li>Shop</li></ol>'),
      { url: URL_ },
    );
    expect(micro.status).toBe('na');
    expect(messageOf(check, micro)).toBe(
      'The breadcrumb is marked up in Microdata (line 2); only JSON-LD breadcrumbs are verified.',
    );
  });

  it('validates a BreadcrumbList found on the homepage too', () => {
    expect(run(ld(crumb([entry(2, 'Home')])), 'https://oak.example/').status).toBe('critical');
  });
});
