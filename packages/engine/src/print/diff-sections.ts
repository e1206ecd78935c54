/**
 * A comparison as worded sections, in the order a reader wants them: new problems and regressed signals
 * first, then fixed ones, the scores, the lab, the crawl, and what stayed failing or could not be
 * compared. diff-markdown.ts and diff-text.ts only lay these out.
 */
import type { CheckChange, CrawlDiff, ReportDiff } from '../diff/types.js';
import type { Lang } from '../i18n/lang.js';
import { formatNumber } from '../i18n/lang.js';
import {
  auditDate,
  labName,
  labValue,
  noiseBands,
  signalDelta,
  signalValue,
  signed,
  summaryLine,
} from './diff-format.js';
import { diffLabel, reasonLabel, signalLabel, type DiffLabelKey } from './diff-labels.js';
import { fieldSection } from './diff-field.js';
import { label } from './labels.js';

export type Marker = 'critical' | 'recommended' | 'fixed' | 'info';

export interface Bullet {
  marker: Marker | null;
  title: string;
  detail: string;
}

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: Bullet[]; more: number }
  | { kind: 'table'; head: string[]; rows: Array<{ marker: Marker | null; cells: string[] }> };

export interface Section {
  heading: string;
  /** Secondary: folded away in the markdown comment. */
  collapsed: boolean;
  blocks: Block[];
}

export interface DiffDocument {
  heading: string;
  summary: string;
  intro: string[];
  sections: Section[];
}

/** Items listed per section; the rest is counted ("… and 12 more"). */
export const LIST_LIMIT = 10;

function list(items: Bullet[]): Block {
  return { kind: 'list', items: items.slice(0, LIST_LIMIT), more: Math.max(0, items.length - LIST_LIMIT) };
}

const severityMarker = (c: CheckChange): Marker => (c.newStatus === 'critical' ? 'critical' : 'recommended');

function checkBullets(
  changes: CheckChange[],
  lang: Lang,
  marker: (c: CheckChange) => Marker | null,
): Bullet[] {
  return changes.map((c) => ({ marker: marker(c), title: c.title, detail: c.message }));
}

function valueBullets(changes: CheckChange[], lang: Lang): Bullet[] {
  return changes.map((c) => {
    const a = c.oldValue ?? null;
    const b = c.newValue ?? null;
    let detail = `${signalValue(a, lang)} → ${signalValue(b, lang)}`;
    if (typeof a === 'number' && typeof b === 'number' && a !== 0) {
      detail += ` (${signed(Math.round(((b - a) / Math.abs(a)) * 100), lang)} %)`;
    }
    return { marker: null, title: c.title, detail };
  });
}

function crawlSection(crawl: CrawlDiff, lang: Lang): Section {
  const blocks: Block[] = [
    { kind: 'p', text: diffLabel(lang, 'pages', { old: crawl.pagesOld, now: crawl.pagesNew }) },
  ];
  if (crawl.partial) blocks.push({ kind: 'p', text: diffLabel(lang, 'partial') });
  const kinds: Array<[DiffLabelKey, Marker | null, string[]]> = [
    ['crawl.becameNonIndexable', 'critical', crawl.becameNonIndexable],
    [
      'crawl.richLost',
      'critical',
      (crawl.richLost ?? []).map(
        (c) =>
          `${c.url}: ${c.feature} (${c.status}${c.problems.length > 0 ? `: ${c.problems.join(', ')}` : ''})`,
      ),
    ],
    ['crawl.statusChanged', 'critical', crawl.statusChanged.map((c) => `${c.url} (${c.old} → ${c.new})`)],
    ['crawl.issues.new', 'recommended', crawl.issues.new.map((i) => `${i.checkId} (${i.newPages})`)],
    [
      'crawl.issues.spread',
      'recommended',
      crawl.issues.spread.map((i) => `${i.checkId} (${i.oldPages} → ${i.newPages})`),
    ],
    [
      'crawl.newBrokenLinks',
      'recommended',
      crawl.newBrokenLinks.map((l) => `${l.url} (${l.status || 'error'})`),
    ],
    ['crawl.removed', 'recommended', crawl.removed],
    ['crawl.scoreDropped', 'recommended', crawl.scoreDropped.map((c) => `${c.url} (${c.old} → ${c.new})`)],
    [
      'crawl.titleChanged',
      'info',
      crawl.titleChanged.map((c) => `${c.url}: ${c.old ?? '–'} → ${c.new ?? '–'}`),
    ],
    [
      'crawl.canonicalChanged',
      'info',
      crawl.canonicalChanged.map((c) => `${c.url}: ${c.old ?? '–'} → ${c.new ?? '–'}`),
    ],
    ['crawl.h1Changed', 'info', crawl.h1Changed.map((c) => `${c.url}: ${c.old ?? '–'} → ${c.new ?? '–'}`)],
    ['crawl.added', 'info', crawl.added],
    ['crawl.issues.fixed', 'fixed', crawl.issues.fixed.map((i) => `${i.checkId} (${i.oldPages})`)],
    [
      'crawl.issues.shrunk',
      'fixed',
      crawl.issues.shrunk.map((i) => `${i.checkId} (${i.oldPages} → ${i.newPages})`),
    ],
    ['crawl.fixedBrokenLinks', 'fixed', crawl.fixedBrokenLinks],
    ['crawl.becameIndexable', 'fixed', crawl.becameIndexable],
    ['crawl.richGained', 'fixed', (crawl.richGained ?? []).map((c) => `${c.url}: ${c.feature}`)],
  ];
  const bullets: Bullet[] = kinds
    .filter(([, , items]) => items.length > 0)
    .map(([key, marker, items]) => {
      const shown = items.slice(0, 5).join('; ');
      const more = items.length > 5 ? ` ${diffLabel(lang, 'more', { n: items.length - 5 })}` : '';
      return {
        marker,
        title: `${diffLabel(lang, key)} (${formatNumber(items.length, lang)})`,
        detail: shown + more,
      };
    });
  blocks.push({ kind: 'list', items: bullets, more: 0 });
  return { heading: diffLabel(lang, 'crawl'), collapsed: false, blocks };
}

export function diffDocument(diff: ReportDiff, lang: Lang): DiffDocument {
  const intro = [diffLabel(lang, 'compared', { date: auditDate(diff.old.fetchedAt), url: diff.old.url })];
  if (diff.originsDiffer) {
    intro.push(
      diffLabel(lang, 'originsDiffer', {
        old: new URL(diff.old.url).origin,
        now: new URL(diff.new.url).origin,
      }),
    );
  }
  if (diff.loginWall?.new) intro.push(diffLabel(lang, 'loginWallNew'));
  if (diff.loginWall?.old) intro.push(diffLabel(lang, 'loginWallOld'));
  const sections: Section[] = [];
  const add = (key: DiffLabelKey, blocks: Block[], collapsed = false): void => {
    if (blocks.length > 0) sections.push({ heading: diffLabel(lang, key), collapsed, blocks });
  };
  const c = diff.checks;
  if (c.new.length) add('new', [list(checkBullets(c.new, lang, severityMarker))]);
  if (c.worse.length) add('worse', [list(checkBullets(c.worse, lang, () => 'critical'))]);
  const signals = diff.signals;
  if (signals.length) {
    const head = [
      diffLabel(lang, 'signal'),
      diffLabel(lang, 'before'),
      diffLabel(lang, 'now'),
      diffLabel(lang, 'change'),
    ];
    const rows = signals.map((s) => ({
      marker: s.severity === 'info' ? ('info' as const) : s.severity,
      cells: [
        signalLabel(lang, s.signal),
        signalValue(s.old, lang),
        signalValue(s.new, lang),
        signalDelta(s, lang),
      ],
    }));
    add('signals', [{ kind: 'table', head, rows }]);
  }
  if (c.fixed.length) add('fixed', [list(checkBullets(c.fixed, lang, () => 'fixed'))]);
  if (c.better.length) add('better', [list(checkBullets(c.better, lang, () => 'recommended'))]);
  const scoreRows = [
    {
      marker: null,
      cells: [
        label(lang, 'score'),
        String(diff.score.old ?? '–'),
        String(diff.score.new ?? '–'),
        diff.score.delta === null ? '–' : signed(diff.score.delta, lang),
      ],
    },
    ...diff.categories
      .filter((k) => k.delta !== null && k.delta !== 0)
      .map((k) => ({
        marker: null,
        cells: [k.label, String(k.old), String(k.new), signed(k.delta ?? 0, lang)],
      })),
  ];
  const site = diff.crawl?.siteScore;
  if (site && site.delta !== null) {
    scoreRows.unshift({
      marker: null,
      cells: [diffLabel(lang, 'siteScore'), String(site.old), String(site.new), signed(site.delta, lang)],
    });
  }
  add('scores', [
    {
      kind: 'table',
      head: ['', diffLabel(lang, 'before'), diffLabel(lang, 'now'), diffLabel(lang, 'change')],
      rows: scoreRows,
    },
  ]);
  if (diff.lab.length > 0) {
    const moved = diff.lab.filter((l) => l.verdict !== 'same');
    const blocks: Block[] = [];
    if (moved.length > 0) {
      blocks.push({
        kind: 'table',
        head: ['', diffLabel(lang, 'before'), diffLabel(lang, 'now'), diffLabel(lang, 'change')],
        rows: moved.map((l) => ({
          marker: l.verdict === 'worse' ? ('recommended' as const) : ('fixed' as const),
          cells: [
            labName(l, lang),
            labValue(l.metric, l.old, lang),
            labValue(l.metric, l.new, lang),
            signed(l.metric === 'cls' ? Math.round(l.delta * 1000) / 1000 : Math.round(l.delta), lang),
          ],
        })),
      });
    }
    const within = diff.lab.length - moved.length;
    if (within > 0) blocks.push({ kind: 'p', text: diffLabel(lang, 'labWithin', { n: within }) });
    blocks.push({ kind: 'p', text: diffLabel(lang, 'labBand', { bands: noiseBands(lang) }) });
    add('lab', blocks);
  }
  const field = fieldSection(diff.field ?? [], lang);
  if (field.length > 0) add('field', field);
  if (diff.crawl) sections.push(crawlSection(diff.crawl, lang));
  if (c.withinNoise.length) add('withinNoise', [list(checkBullets(c.withinNoise, lang, () => null))], true);
  if (c.stillFailing.length)
    add('stillFailing', [list(checkBullets(c.stillFailing, lang, severityMarker))], true);
  if (c.noLongerJudged.length)
    add('noLongerJudged', [list(checkBullets(c.noLongerJudged, lang, () => null))], true);
  if (c.changedValue.length) add('changedValue', [list(valueBullets(c.changedValue, lang))], true);
  if (diff.notCompared.length) {
    const items = diff.notCompared.map((n) => ({
      marker: null,
      title: '',
      detail: reasonLabel(lang, n.reason, {
        items:
          n.reason === 'no-signals'
            ? n.items.map((i) => diffLabel(lang, i === 'old' ? 'older' : 'newer')).join(', ')
            : n.items.join(', '),
        catalogue: diff.old.catalogueVersion,
      }),
    }));
    add('notCompared', [{ kind: 'list', items, more: 0 }], true);
  }
  const crawl = diff.crawl;
  const crawlMoved =
    crawl !== null &&
    [
      crawl.added,
      crawl.removed,
      crawl.statusChanged,
      crawl.becameIndexable,
      crawl.becameNonIndexable,
      crawl.titleChanged,
      crawl.canonicalChanged,
      crawl.h1Changed,
      crawl.scoreDropped,
      crawl.newBrokenLinks,
      crawl.fixedBrokenLinks,
      crawl.richGained ?? [],
      crawl.richLost ?? [],
      ...Object.values(crawl.issues),
    ].some((l) => l.length > 0);
  const moved =
    c.new.length + c.worse.length + c.fixed.length + c.better.length + signals.length > 0 ||
    diff.score.delta !== 0 ||
    diff.lab.some((l) => l.verdict !== 'same') ||
    crawlMoved;
  if (!moved) intro.push(diffLabel(lang, 'noChanges'));
  return { heading: diffLabel(lang, 'heading'), summary: summaryLine(diff, lang), intro, sections };
}
