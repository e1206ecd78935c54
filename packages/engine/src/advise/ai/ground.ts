/**
 * Grounding: what a model proposes is kept only when it holds up against this audit. An item must name
 * a check that failed here; a <title> or meta description in its snippet is put into a copy of the page
 * and our own checks (pixel widths, lengths, stuffing, h1 overlap, soft 404…) are run on it again.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { RawResult } from '../../checks/results.js';
import type { ElementInfo, PageArtifact, TextElement } from '../../artifact.js';
import type { AnswerItem } from './answer.js';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Checks that compare the served page with another version of itself (the mobile fetch, the rendered
 * DOM): a fix goes into every version, so a copy holding it in one version only would not compare fairly.
 */
const COMPARES_VERSIONS = new Set(['mobile-desktop-parity', 'js-rendered-parity']);

const failing = (status: string): boolean => status === 'critical' || status === 'recommended';
const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The <title> text and meta description a snippet proposes (null when it proposes none). */
export function proposedHead(snippet: string): { title: string | null; description: string | null } {
  let title: string | null = null;
  let description: string | null = null;
  const stack: Node[] = [...parseFragment(snippet).childNodes];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (!('tagName' in node)) continue;
    const el = node as Element;
    if (el.tagName === 'title' && title === null) title = collapse(textOf(el));
    if (el.tagName === 'meta' && description === null) {
      const name = el.attrs
        .find((a) => a.name === 'name')
        ?.value.trim()
        .toLowerCase();
      const content = el.attrs.find((a) => a.name === 'content')?.value;
      if (name === 'description' && content !== undefined) description = collapse(content);
    }
    stack.push(...el.childNodes);
  }
  return { title, description };
}

function textOf(el: Element): string {
  return el.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : '')).join('');
}

/** The page as it would be with the proposed title and/or description in its <head>. */
function withHead(page: PageArtifact, title: string | null, description: string | null): PageArtifact {
  const copy: PageArtifact = { ...page };
  if (title !== null) {
    const element: TextElement = { tag: 'title', attrs: {}, inHead: true, line: null, text: title };
    copy.titles = [element];
  }
  if (description !== null) {
    const isDescription = (m: ElementInfo): boolean => m.attrs.name?.trim().toLowerCase() === 'description';
    const element: ElementInfo = {
      tag: 'meta',
      attrs: { name: 'description', content: description },
      inHead: true,
      line: null,
    };
    copy.metas = [...page.metas.filter((m) => !isDescription(m)), element];
  }
  return copy;
}

/** The checks that judge the title or the description themselves (presence, length, width, stuffing). */
const judges = (id: string, fields: ReadonlySet<string>): boolean =>
  (fields.has('titles') && id.startsWith('title-')) ||
  (fields.has('metas') && id.startsWith('meta-description-'));

/**
 * The id of the first check the proposed <title>/description would fail, or null when it passes them
 * all (or proposes neither). A check that already failed for other reasons (og:title missing, say) only
 * counts against the proposal when it judges that field itself, or is the check the item is about.
 */
export function failedRemeasure(
  page: PageArtifact,
  raw: readonly RawResult[],
  snippet: string,
  checkId: string,
): string | null {
  const { title, description } = proposedHead(snippet);
  if (title === null && description === null) return null;
  const changed = withHead(page, title, description);
  const fields = new Set<string>([
    ...(title !== null ? ['titles'] : []),
    ...(description !== null ? ['metas'] : []),
  ]);
  for (const r of raw) {
    const check = r.check;
    if (!check || r.naReason !== null || r.entry.scope === 'lab' || COMPARES_VERSIONS.has(r.entry.id))
      continue;
    if (![...check.needs, ...check.reads].some((f) => fields.has(f))) continue;
    let status: string;
    try {
      status = check.run(changed).status;
    } catch {
      continue;
    }
    if (!failing(status)) continue;
    if (!failing(r.status) || judges(r.entry.id, fields) || r.entry.id === checkId) return r.entry.id;
  }
  return null;
}

/** What grounding made of one item: kept, or why it was dropped (for tests and the bench). */
export type Grounded = { item: AnswerItem; dropped: null } | { item: AnswerItem; dropped: string };

/** `allowed`: the failed checks the prompt listed (a subset of this audit's failed checks). */
export function ground(
  items: readonly AnswerItem[],
  allowed: ReadonlySet<string>,
  page: PageArtifact,
  raw: readonly RawResult[],
): Grounded[] {
  const failed = new Set(
    raw.filter((r) => failing(r.status) && allowed.has(r.entry.id)).map((r) => r.entry.id),
  );
  const seen = new Set<string>();
  return items.map((item): Grounded => {
    if (!failed.has(item.checkId)) return { item, dropped: 'not a failed check of this audit' };
    if (seen.has(item.checkId)) return { item, dropped: 'a second item for the same check' };
    if (item.fix) {
      const failedCheck = failedRemeasure(page, raw, item.fix.snippet, item.checkId);
      if (failedCheck) return { item, dropped: `the proposed fix fails ${failedCheck}` };
    }
    seen.add(item.checkId);
    return { item, dropped: null };
  });
}
