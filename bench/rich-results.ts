/**
 * Rich results: the analysis time a page costs with 0, 1 and 20 structured-data items (issue 25). The
 * realistic ~300 KB page of fixture.ts with its JSON-LD replaced by (a) nothing, (b) one Product, (c) 20
 * items: 10 JSON-LD nodes in a @graph with @id references, 5 Microdata and 5 RDFa items. For each, the
 * whole analysis (gather + every check + report) and the rich results step alone (items of the three
 * syntaxes, @id references, every feature's rules) on a fresh artifact.
 * Run: npm run build && npx tsx bench/rich-results.ts [iterations]
 */
import {
  buildReport,
  CHECKS,
  composeArtifact,
  fixInputs,
  gather,
  richResultsOf,
  runChecks,
  settleFixes,
  writeFixes,
} from '../packages/engine/dist/index.js';
import { fetchedPage, realisticPage } from './fixture.js';
import { median, ms, percentile } from './stats.js';

const iterations = Number(process.argv[2] ?? 60);
const base = realisticPage().replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '');

const product = (i: number) => ({
  '@type': 'Product',
  '@id': `#p${i}`,
  name: `Oak table ${i}`,
  image: `https://www.example.com/img/${i}.jpg`,
  brand: { '@id': '#org' },
  offers: {
    '@type': 'Offer',
    price: `${100 + i}.00`,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 10 + i },
});
const one = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...product(0) })}</script>`;
const graph = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', '@id': '#org', name: 'Oak & Co', logo: 'https://www.example.com/logo.png' },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://www.example.com/guide' },
      ],
    },
    {
      '@type': 'Article',
      headline: 'Oak furniture',
      datePublished: '2026-01-10',
      author: { '@type': 'Person', name: 'Ann' },
    },
    ...Array.from({ length: 7 }, (_, i) => product(i)),
  ],
};
const microdata = Array.from(
  { length: 5 },
  (_, i) =>
    `<div itemscope itemtype="https://schema.org/Recipe"><h3 itemprop="name">Pie ${i}</h3><img itemprop="image" src="/pie${i}.jpg" alt=""><meta itemprop="totalTime" content="PT1H"></div>`,
).join('');
const rdfa = Array.from(
  { length: 5 },
  (_, i) =>
    `<div vocab="https://schema.org/" typeof="Event"><span property="name">Fair ${i}</span><meta property="startDate" content="2026-05-0${i + 1}"><div property="location" typeof="Place"><span property="address">Hall ${i}</span></div></div>`,
).join('');
const twenty = `<script type="application/ld+json">${JSON.stringify(graph)}</script>`;

const variants: Array<[string, string]> = [
  ['0 items', base],
  ['1 item (JSON-LD Product)', base.replace('</head>', `${one}</head>`)],
  [
    '20 items (10 JSON-LD, 5 Microdata, 5 RDFa)',
    base.replace('</head>', `${twenty}</head>`).replace('</body>', `${microdata}${rdfa}</body>`),
  ],
];

for (const [label, html] of variants) {
  const fetched = fetchedPage('https://www.example.com/guide/oak-furniture', Buffer.from(html));
  const totals: number[] = [];
  const cpu: number[] = [];
  const rich: number[] = [];
  let entries = 0;
  for (let i = 0; i < iterations + 5; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const page = composeArtifact(gather(fetched));
    const raw = runChecks(page, CHECKS);
    const results = fixInputs(raw);
    buildReport(page, raw, {
      lang: 'en',
      fixes: settleFixes(page, results, writeFixes(page, results)),
      startedAt: t0,
      fetchedAt: new Date(),
      now: () => performance.now(),
    });
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    // The rich results step alone, on a fresh artifact (the analysis above memoised its own).
    const fresh = composeArtifact(gather(fetched));
    const t2 = performance.now();
    entries = richResultsOf(fresh).length;
    const t3 = performance.now();
    if (i < 5) continue;
    totals.push(t1 - t0);
    cpu.push((c1.user + c1.system) / 1000);
    rich.push(t3 - t2);
  }
  console.log(
    `${label.padEnd(44)} analysis median ${ms(median(totals))} (p95 ${ms(percentile(totals, 95))}, CPU ${ms(median(cpu))}); rich results step median ${ms(median(rich))} (p95 ${ms(percentile(rich, 95))}); ${entries} entries`,
  );
}
