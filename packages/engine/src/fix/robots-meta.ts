/**
 * Robots directives at odds with the page being in search: the corrected robots meta tags and the
 * corrected X-Robots-Tag header. One correction serves every failed robots check, so pasting the fix of
 * one check never brings back what another check's fix removed; it is judged by the robots checks.
 */
import type { ElementInfo, PageArtifact } from '../artifact.js';
import {
  headerRobotsGroups,
  IMAGE_PREVIEW_LARGE,
  imagePreviewRank,
  isMajorCrawler,
  metaRobotsGroups,
  numericLimit,
  type RobotsDirective,
  type RobotsGroup,
} from '../gather/robots-directives.js';
import type { FixEdit } from '../report/index.js';
import { escapeAttr } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { fixRef } from '../i18n/fix-text.js';

/** The robots checks one corrected set of directives answers together (robotsMetaFix). */
const ROBOTS_META_CHECKS = [
  'robots-meta-noindex', 'robots-meta-nofollow', 'robots-bot-specific', 'robots-snippet-controls',
  'robots-unavailable-after',
] as const; // prettier-ignore

const FAILED: ReadonlySet<string> = new Set(['critical', 'recommended']);
/** Google's shortest useful snippet (robots-snippet-controls). */
const MIN_SNIPPET = 50;
/** What a crawler-specific tag may not add to the generic one (robots-bot-specific). */
const RESTRICTIVE = new Set(['noindex', 'nofollow', 'noarchive', 'nosnippet', 'noimageindex', 'notranslate']);
const ALIASES: Record<string, string[]> = { none: ['noindex', 'nofollow'], nocache: ['noarchive'] };
const flags = (d: RobotsDirective): string[] => ALIASES[d.name] ?? [d.name];
const directive = (text: string): RobotsDirective => ({ name: text, value: null, text });

/** The directives the failed checks object to, removed from one group ('none' keeps the half not at fault). */
function corrected(group: RobotsGroup, failed: ReadonlySet<string>): RobotsDirective[] {
  const out: RobotsDirective[] = [];
  const major = isMajorCrawler(group.agent);
  for (const d of group.directives) {
    const generic = group.agent === null;
    const dropIndex = generic && failed.has('robots-meta-noindex');
    const dropFollow = generic && failed.has('robots-meta-nofollow');
    if (d.name === 'none' && (dropIndex || dropFollow)) {
      if (!dropIndex) out.push(directive('noindex'));
      if (!dropFollow) out.push(directive('nofollow'));
      continue;
    }
    if ((d.name === 'noindex' && dropIndex) || (d.name === 'nofollow' && dropFollow)) continue;
    if (major && failed.has('robots-snippet-controls') && limitsSnippet(d)) continue;
    if (failed.has('robots-unavailable-after') && d.name === 'unavailable_after') continue;
    out.push(d);
  }
  return out;
}

function limitsSnippet(d: RobotsDirective): boolean {
  if (d.name === 'nosnippet') return true;
  if (d.name === 'max-snippet') return numericLimit(d) < MIN_SNIPPET;
  return d.name === 'max-image-preview' && imagePreviewRank(d) < IMAGE_PREVIEW_LARGE;
}

/** A crawler-specific tag brought in line with the (corrected) generic directives, as robots-bot-specific judges. */
function alignedWith(specific: RobotsDirective[], generic: RobotsDirective[]): RobotsDirective[] {
  const allowed = new Set(generic.flatMap(flags));
  const least = (name: string, measure: (d: RobotsDirective) => number, unset: number): number =>
    Math.min(unset, ...generic.filter((g) => g.name === name).map(measure));
  return specific.flatMap((d) => {
    if (flags(d).some((f) => RESTRICTIVE.has(f) && !allowed.has(f))) {
      // "none" for Googlebot under a generic "nofollow": keep the nofollow half.
      return flags(d)
        .filter((f) => allowed.has(f))
        .map(directive);
    }
    if (d.name === 'max-snippet' || d.name === 'max-video-preview') {
      return numericLimit(d) < least(d.name, numericLimit, Infinity) ? [] : [d];
    }
    if (d.name === 'max-image-preview') {
      return imagePreviewRank(d) < least(d.name, imagePreviewRank, IMAGE_PREVIEW_LARGE) ? [] : [d];
    }
    return d.name === 'unavailable_after' && !generic.some((g) => g.name === d.name) ? [] : [d];
  });
}

interface Correction {
  /** Every robots meta tag of the corrected names, in source order, with their new content. */
  tags: { name: string; content: string }[];
  patched: PageArtifact;
}

const EMPTY = 'index, follow';
const content = (ds: readonly RobotsDirective[]): string =>
  ds.length ? [...new Set(ds.map((d) => d.text))].join(', ') : EMPTY;
const sameText = (a: readonly RobotsDirective[], b: readonly RobotsDirective[]): boolean =>
  a.map((d) => d.text).join(',') === b.map((d) => d.text).join(',');

function correction(ctx: FixContext): Correction | null {
  const failed = new Set([...ctx.checks.values()].filter((c) => FAILED.has(c.status)).map((c) => c.id));
  // Snippet limits pass only because the page is noindexed: once indexable, they would be the finding.
  if (ctx.checks.get('robots-snippet-controls')?.messageRef?.key === 'noindexed') {
    failed.add('robots-snippet-controls');
  }
  const groups = metaRobotsGroups(ctx.page);
  const generic = groups.filter((g) => g.agent === null).flatMap((g) => corrected(g, failed));
  const genericChanged = groups.some(
    (g) => g.agent === null && !sameText(corrected(g, failed), g.directives),
  );
  const fixed = groups.map((g) => {
    const own = corrected(g, failed);
    // Crawler-specific tags follow a changed generic tag (else they would now be the stricter ones).
    const aligned = g.agent !== null && (failed.has('robots-bot-specific') || genericChanged);
    return { group: g, directives: aligned ? alignedWith(own, generic) : own };
  });
  const changed = new Set(
    fixed.filter((f) => !sameText(f.directives, f.group.directives)).map((f) => f.group.metaName ?? ''),
  );
  if (changed.size === 0) return null;
  const tags = fixed
    .filter((f) => changed.has(f.group.metaName ?? ''))
    .map((f) => ({ name: f.group.metaName ?? '', content: content(f.directives) }));
  const names = new Set([...changed].map((n) => n.trim().toLowerCase()));
  const metas: ElementInfo[] = [
    ...ctx.page.metas.filter((m) => !names.has((m.attrs.name ?? '').trim().toLowerCase())),
    ...tags.map((t) => ({
      tag: 'meta',
      attrs: { name: t.name, content: t.content },
      inHead: true,
      line: null,
    })),
  ];
  return { tags, patched: { ...ctx.page, metas } };
}

/** Every tag of the corrected names removed, the corrected tags put where the first one was. */
function robotsEdits(names: readonly string[], tags: readonly string[]): FixEdit[] {
  const target = [...new Set(names)].map((n) => `head meta[name="${n.trim().toLowerCase()}"]`).join(', ');
  return [{ action: 'replace', target, html: tags.join('\n') }];
}

export function robotsMetaFix(ctx: FixContext): WrittenFix | null {
  const fix = ctx.facts.memo('robotsMeta', () => correction(ctx));
  if (!fix) return null;
  const failing = ROBOTS_META_CHECKS.filter((id) => FAILED.has(ctx.checks.get(id)?.status ?? ''));
  if (!ctx.facts.judgedOk(fix.patched, [ctx.check.id], [...ROBOTS_META_CHECKS, 'x-robots-tag'])) return null;
  const snippet = fix.tags.map(
    (t) => `<meta name="${escapeAttr(t.name)}" content="${escapeAttr(t.content)}">`,
  );
  const was = [...new Set(fix.tags.map((t) => `<meta name="${t.name}">`))].join(', ');
  return {
    kind: 'html',
    language: 'html',
    snippet: snippet.join('\n'),
    edits: robotsEdits(
      fix.tags.map((t) => t.name),
      snippet,
    ),
    where: fixRef('head.replace', { what: was }),
    note: fixRef(failing.length > 1 ? 'note.robotsMetaAll' : 'note.robotsMeta'),
  };
}

/** The X-Robots-Tag value without what keeps Google or Bing from indexing or using the page. */
export function xRobotsTagFix(ctx: FixContext): WrittenFix | null {
  const groups = headerRobotsGroups(ctx.page);
  if (groups.length === 0) return null;
  const kept = groups.flatMap((g) => {
    const ds = isMajorCrawler(g.agent)
      ? g.directives.filter(
          (d) => !['noindex', 'none', 'nofollow', 'noarchive', 'nocache', 'nosnippet'].includes(d.name),
        )
      : g.directives;
    if (ds.length === 0) return [];
    const list = ds.map((d) => d.text).join(', ');
    return [g.agent === null ? list : `${g.agent}: ${list}`];
  });
  // "all" is the default: no restriction, the same as no header at all.
  const value = kept.length ? kept.join(', ') : 'all';
  return {
    kind: 'http-header',
    language: 'text',
    snippet: `X-Robots-Tag: ${value}`,
    where: fixRef('header.replace', { url: ctx.facts.selfUrl, name: 'X-Robots-Tag' }),
    note: fixRef('note.xRobotsTag'),
  };
}
