/**
 * Test builders for the lab facts (`page.lab`): a complete, plausible Lighthouse run (a well-built page on
 * https://example.com/: mobile score 95, LCP 2.1 s, TBT 120 ms, CLS 0.02, ~700 KiB, 18 requests) that a
 * test then changes in the one value it depends on. Audit rows have the flattened form of lab/extract.ts:
 * primitives only; a node gives its snippet under its own key (`node`) plus `selector`/`nodeLabel`, a
 * `{type:'numeric', value}` cell its value.
 */
import type { PageArtifact } from '../artifact.js';
import type {
  FormFactor,
  LabAudit,
  LabFacts,
  LabMetric,
  LabRun,
  MetricId,
  RenderResult,
} from '../lab/types.js';
import { doc, pageFromHtml, type PageOptions } from './index.js';

export type OkLabRun = Extract<LabRun, { ok: true }>;
type Row = LabAudit['items'][number];

export const ORIGIN = 'https://example.com';
const u = (path: string): string => `${ORIGIN}${path}`;

/** One audit with neutral defaults (score 1, no items), changed by `partial`. */
export function labAudit(id: string, partial: Partial<LabAudit> = {}): LabAudit {
  return {
    id,
    title: id,
    score: 1,
    scoreDisplayMode: 'metricSavings',
    numericValue: null,
    displayValue: null,
    savingsMs: null,
    savingsBytes: null,
    items: [],
    ...partial,
  };
}

export function metric(value: number, score: number | null, displayValue = String(value)): LabMetric {
  return { value, score, displayValue };
}

const METRICS: Record<FormFactor, Record<MetricId, LabMetric>> = {
  mobile: {
    fcp: metric(1500, 0.95, '1.5 s'),
    lcp: metric(2100, 0.93, '2.1 s'),
    tbt: metric(120, 0.96, '120 ms'),
    cls: metric(0.02, 1, '0.02'),
    si: metric(2600, 0.96, '2.6 s'),
  },
  desktop: {
    fcp: metric(400, 0.99, '0.4 s'),
    lcp: metric(700, 0.99, '0.7 s'),
    tbt: metric(0, 1, '0 ms'),
    cls: metric(0.01, 1, '0.01'),
    si: metric(700, 0.99, '0.7 s'),
  },
};

const HERO = '<img src="/hero.webp" width="1200" height="600" fetchpriority="high" alt="Hero">';

/** 18 requests: the document, 1 stylesheet, 3 scripts, 1 font, 10 images, 2 third-party scripts. */
function requests(): Row[] {
  const row = (
    path: string,
    resourceType: string,
    mimeType: string,
    transferSize: number,
    entity = 'example.com',
  ): Row => ({
    url: path.startsWith('http') ? path : u(path),
    protocol: 'h2',
    statusCode: 200,
    resourceType,
    mimeType,
    transferSize,
    resourceSize: transferSize * 3,
    priority: 'High',
    entity,
  });
  return [
    row('/', 'Document', 'text/html', 14_200),
    row('/css/site.css', 'Stylesheet', 'text/css', 18_400),
    row('/js/app.js', 'Script', 'application/javascript', 96_300),
    row('/js/vendor.js', 'Script', 'application/javascript', 121_800),
    row('/js/menu.js', 'Script', 'application/javascript', 4_100),
    row('/fonts/inter.woff2', 'Font', 'font/woff2', 48_700),
    row('/hero.webp', 'Image', 'image/webp', 142_000),
    ...Array.from({ length: 9 }, (_, i) =>
      row(`/img/card-${i + 1}.webp`, 'Image', 'image/webp', 21_000 + i * 1000),
    ),
    row(
      'https://www.googletagmanager.com/gtag/js?id=G-1',
      'Script',
      'application/javascript',
      45_000,
      'Google Tag Manager',
    ),
    row('https://www.google-analytics.com/g/collect', 'Ping', 'text/plain', 600, 'Google Analytics'),
  ];
}

function defaultAudits(formFactor: FormFactor): Record<string, LabAudit> {
  const m = METRICS[formFactor];
  const metricAudit = (id: string, k: MetricId): LabAudit =>
    labAudit(id, {
      scoreDisplayMode: 'numeric',
      score: m[k].score,
      numericValue: m[k].value,
      displayValue: m[k].displayValue,
    });
  const net = requests();
  const totalBytes = net.reduce((s, r) => s + (r.transferSize as number), 0);
  const blocking: Row[] = [{ url: u('/css/site.css'), totalBytes: 18_400, wastedMs: 90 }];
  const dom: Row[] = [
    { statistic: 'Total DOM Elements', value: 640 },
    {
      statistic: 'Maximum DOM Depth',
      value: 14,
      node: '<span class="price">',
      selector: 'li > span.price',
    },
    {
      statistic: 'Maximum Child Elements',
      value: 24,
      node: '<ul class="cards">',
      selector: 'main > ul.cards',
    },
  ];
  const modern: Row[] = [{ url: u('/img/team.jpg'), totalBytes: 88_000, wastedBytes: 30_700 }];
  const bootup: Row[] = [
    { url: u('/js/vendor.js'), total: 410, scripting: 352, scriptParseCompile: 38 },
    {
      url: 'https://www.googletagmanager.com/gtag/js?id=G-1',
      total: 150,
      scripting: 131,
      scriptParseCompile: 12,
    },
    { url: u('/js/app.js'), total: 80, scripting: 66, scriptParseCompile: 9 },
  ];
  const audits: LabAudit[] = [
    metricAudit('first-contentful-paint', 'fcp'),
    metricAudit('largest-contentful-paint', 'lcp'),
    metricAudit('total-blocking-time', 'tbt'),
    metricAudit('cumulative-layout-shift', 'cls'),
    metricAudit('speed-index', 'si'),
    labAudit('render-blocking-resources', { numericValue: 90, savingsMs: 90, items: blocking }),
    labAudit('render-blocking-insight', { savingsMs: 90, items: blocking }),
    labAudit('unused-javascript', {
      score: 0.5,
      numericValue: 150,
      savingsMs: 150,
      savingsBytes: 18_900,
      items: [{ url: u('/js/vendor.js'), totalBytes: 121_800, wastedBytes: 18_900, wastedPercent: 15.5 }],
    }),
    labAudit('unused-css-rules', {
      numericValue: 0,
      savingsMs: 0,
      savingsBytes: 6_300,
      items: [{ url: u('/css/site.css'), totalBytes: 18_400, wastedBytes: 6_300, wastedPercent: 34 }],
    }),
    labAudit('total-byte-weight', {
      numericValue: totalBytes,
      displayValue: `Total size was ${Math.round(totalBytes / 1024)} KiB`,
      items: net
        .slice()
        .sort((a, b) => (b.transferSize as number) - (a.transferSize as number))
        .slice(0, 10)
        .map((r) => ({ url: r.url as string, totalBytes: r.transferSize as number })),
    }),
    labAudit('network-requests', { scoreDisplayMode: 'informative', items: net }),
    labAudit('dom-size', { numericValue: 640, displayValue: '640 elements', items: dom }),
    labAudit('dom-size-insight', { scoreDisplayMode: 'numeric', items: dom }),
    labAudit('third-party-summary', {
      scoreDisplayMode: 'informative',
      displayValue: 'Third-party code blocked the main thread for 40 ms',
      items: [
        { entity: 'Google Tag Manager', transferSize: 45_000, mainThreadTime: 150, blockingTime: 40 },
        { entity: 'Google Analytics', transferSize: 600, mainThreadTime: 0, blockingTime: 0 },
      ],
    }),
    labAudit('font-display'),
    labAudit('font-display-insight'),
    labAudit('modern-image-formats', { numericValue: 0, savingsMs: 0, savingsBytes: 30_700, items: modern }),
    labAudit('image-delivery-insight', { savingsBytes: 30_700, items: modern }),
    labAudit('offscreen-images', { numericValue: 0, savingsMs: 0, savingsBytes: 0 }),
    labAudit('uses-responsive-images', { numericValue: 0, savingsMs: 0, savingsBytes: 0 }),
    labAudit('uses-optimized-images', { numericValue: 0, savingsMs: 0, savingsBytes: 0 }),
    labAudit('lcp-lazy-loaded', { score: 1 }),
    labAudit('prioritize-lcp-image', { numericValue: 0, savingsMs: 0 }),
    // Lighthouse 12 reports it as a list of a checklist and a node, which extract.ts keeps no rows of.
    labAudit('lcp-discovery-insight', { scoreDisplayMode: 'numeric' }),
    labAudit('largest-contentful-paint-element', {
      scoreDisplayMode: 'metricSavings',
      displayValue: `${m.lcp.value} ms`,
      items: [{ node: HERO, selector: 'main > img' }],
    }),
    labAudit('bootup-time', { numericValue: 640, displayValue: '0.6 s', items: bootup }),
    labAudit('mainthread-work-breakdown', { numericValue: 1_480, displayValue: '1.5 s' }),
    labAudit('server-response-time', { numericValue: 120, items: [{ url: u('/'), responseTime: 120 }] }),
  ];
  return Object.fromEntries(audits.map((a) => [a.id, a]));
}

/** Per audit id: the fields to change (merged over the default audit), or null to remove the audit. */
export type AuditChanges = Record<string, Partial<LabAudit> | null>;

export type LabRunPartial = Partial<Omit<OkLabRun, 'ok' | 'metrics' | 'audits'>> & {
  /** Per metric: the fields to change. */
  metrics?: Partial<Record<MetricId, Partial<LabMetric>>>;
  audits?: AuditChanges;
};

/** A complete successful run (mobile unless `formFactor` says otherwise), changed by `partial`. */
export function labRun(partial: LabRunPartial = {}): OkLabRun {
  const formFactor = partial.formFactor ?? 'mobile';
  const { metrics: metricChanges, audits: auditChanges, ...rest } = partial;
  const metrics = { ...METRICS[formFactor] };
  for (const [id, change] of Object.entries(metricChanges ?? {}) as [MetricId, Partial<LabMetric>][]) {
    metrics[id] = { ...metrics[id], ...change };
  }
  const audits = defaultAudits(formFactor);
  for (const [id, change] of Object.entries(auditChanges ?? {})) {
    if (change === null) delete audits[id];
    else audits[id] = { ...(audits[id] ?? labAudit(id)), ...change, id };
  }
  return {
    ok: true,
    formFactor,
    source: 'lighthouse',
    score: formFactor === 'mobile' ? 95 : 99,
    metrics,
    audits,
    opportunities: [
      { id: 'unused-javascript', title: 'Reduce unused JavaScript', savingsMs: 150, savingsBytes: 18_900 },
      {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        savingsMs: 90,
        savingsBytes: null,
      },
    ],
    lighthouseVersion: '12.8.2',
    finalUrl: `${ORIGIN}/`,
    durationMs: formFactor === 'mobile' ? 8_900 : 6_400,
    ...rest,
  };
}

/** A run that failed, with its reason. */
export function failedRun(
  formFactor: FormFactor = 'mobile',
  reason = 'Lighthouse timed out after 60 s',
): LabRun {
  return { ok: false, formFactor, reason };
}

export interface LabFactsPartial {
  mobile?: LabRun | LabRunPartial;
  desktop?: LabRun | LabRunPartial;
  rendered?: RenderResult;
}

const isRun = (r: LabRun | LabRunPartial): r is LabRun => 'ok' in r;

/** Mobile + desktop runs and the rendered DOM; each part a complete run unless given. */
export function labFacts(partial: LabFactsPartial = {}): LabFacts {
  const run = (r: LabRun | LabRunPartial | undefined, formFactor: FormFactor): LabRun =>
    r && isRun(r) ? r : labRun({ ...r, formFactor });
  return {
    mobile: run(partial.mobile, 'mobile'),
    desktop: run(partial.desktop, 'desktop'),
    rendered: partial.rendered ?? {
      ok: true,
      title: 'Example page',
      description: 'An example page.',
      canonical: `${ORIGIN}/`,
      robots: null,
      h1: ['Example page'],
      wordCount: 420,
      internalLinks: 24,
      durationMs: 1_300,
    },
  };
}

/** A page artifact (real HTML through the real gatherer) carrying these lab facts. */
export function pageWithLab(
  lab: LabFacts | null,
  html = doc('<title>Example page</title>', '<h1>Example page</h1>'),
  options: PageOptions = {},
): PageArtifact {
  return { ...pageFromHtml(html, { url: `${ORIGIN}/`, ...options }), lab };
}

/** Shortcut: the page with `labFacts(partial)`. */
export function labPage(partial: LabFactsPartial = {}): PageArtifact {
  return pageWithLab(labFacts(partial));
}
