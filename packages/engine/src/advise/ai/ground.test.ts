import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../checks/index.js';
import { runChecks } from '../../checks/run.js';
import { doc, pageFromHtml } from '../../test-support/index.js';
import type { AnswerItem } from './answer.js';
import { failedRemeasure, ground, proposedHead } from './ground.js';

const TEXT =
  '<h1>Handmade oak dining tables from our Shropshire workshop</h1><p>Every table is built by hand from English oak.</p>';
const audited = (head: string) => {
  const page = pageFromHtml(doc(head, TEXT));
  return { page, raw: runChecks(page, CHECKS) };
};

describe('proposedHead', () => {
  it('reads the title text and the description content as a browser would (entities decoded)', () => {
    expect(
      proposedHead(
        '<title>Oak &amp; Ash  Tables</title>\n<meta name="Description" content="Solid &quot;oak&quot;.">',
      ),
    ).toEqual({ title: 'Oak & Ash Tables', description: 'Solid "oak".' });
    expect(proposedHead('add-header X-Frame-Options "DENY";')).toEqual({ title: null, description: null });
  });
});

describe('failedRemeasure', () => {
  const { page, raw } = audited('<title>Oak</title>');

  it('passes a title that fits our width and length checks', () => {
    expect(
      failedRemeasure(page, raw, '<title>Handmade Oak Dining Tables | Shropshire</title>', 'title-length'),
    ).toBeNull();
  });

  it('names the check a proposal would fail: too wide, too short, the h1 verbatim, a description too long', () => {
    const wide = `<title>${'WWWWW MMMMM '.repeat(5).trim()}</title>`;
    expect(failedRemeasure(page, raw, wide, 'title-length')).toBe('title-pixel-width');
    expect(failedRemeasure(page, raw, '<title>Oak tables</title>', 'title-length')).toBe('title-length');
    expect(
      failedRemeasure(
        page,
        raw,
        '<title>Handmade oak dining tables from our Shropshire workshop</title>',
        'title-length',
      ),
    ).toBe('h1-equals-title');
    const long = `<meta name="description" content="${'Oak tables built by hand. '.repeat(12)}">`;
    expect(failedRemeasure(page, raw, long, 'meta-description-present')).toMatch(/^meta-description-/);
  });

  it('does not blame a proposal for a check that already failed for another reason (og:title missing)', () => {
    expect(raw.find((r) => r.entry.id === 'og-title')?.status).toBe('recommended');
    const description =
      '<meta name="description" content="Dining tables built by hand from English oak in our workshop. Four sizes, three finishes, delivered in six weeks.">';
    expect(failedRemeasure(page, raw, description, 'meta-description-present')).toBeNull();
  });
});

describe('ground', () => {
  const { page, raw } = audited('<title>Oak</title>');
  const item = (checkId: string, snippet?: string): AnswerItem => ({
    checkId,
    priority: 'high',
    text: `About ${checkId}.`,
    fix: snippet ? { kind: 'html', language: 'html', snippet, where: 'inside <head>', note: null } : null,
  });

  it('keeps items on allowed failed checks once, and says why it drops the others', () => {
    const allowed = new Set(['title-length', 'meta-description-present', 'doctype']);
    const out = ground(
      [
        item('title-length'),
        item('title-length'),
        item('doctype'),
        item('not-a-check'),
        item('meta-description-present', '<meta name="description" content="Oak.">'),
      ],
      allowed,
      page,
      raw,
    );
    expect(out.map((g) => g.dropped)).toEqual([
      null,
      'a second item for the same check',
      'not a failed check of this audit',
      'not a failed check of this audit',
      'the proposed fix fails meta-description-length',
    ]);
  });
});
