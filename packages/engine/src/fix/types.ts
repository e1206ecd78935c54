/**
 * The fix stage's contract: what a check's fix writer reads (the page, its failed check and its siblings'
 * language-independent results, the page facts) and what it returns: a fix whose texts are references
 * (i18n/fix-text.ts), rendered in each report language at the end. A check names its writer in its own
 * file (`fix` in defineCheck); the stage (fix/index.ts) runs them once per audit.
 */
import type { PageArtifact } from '../artifact.js';
import type { FixText } from '../i18n/fix-text.js';
import type { CheckStatus, Fix } from '../report/index.js';
import type { NumberedLine } from './head-diff.js';
import type { PageFacts } from './context.js';

/** A check's result as a writer sees it: no language in it (the report's checks fit it too). */
export interface FixCheck {
  id: string;
  status: CheckStatus;
  messageRef?: { key: string };
  details: { items: readonly { value: string; note?: string; line?: number | null }[] };
}

export interface FixContext {
  page: PageArtifact;
  check: FixCheck;
  facts: PageFacts;
  /** Every check of this audit by id (a writer may look at a sibling's result). */
  checks: ReadonlyMap<string, FixCheck>;
}

/** Where a fix goes, its note and what it needs, as references (rendered in every language at the end). */
export interface FixTexts {
  where: FixText;
  note?: FixText;
  needs?: FixText;
}

/** A fix as the stage writes and verifies it: the report's Fix, its texts still references. */
export type WrittenFix = Omit<Fix, 'where' | 'note' | 'needs' | 'texts'> &
  FixTexts & {
    /** The texts the report keeps in every language (`texts`), when they differ from the fix's own. */
    texts?: FixTexts;
  };

export type FixWriter = (ctx: FixContext) => WrittenFix | null;

/** The fix stage's output: what the report shows of the written fixes, verified. */
export interface SettledFixes {
  fixes: Map<string, WrittenFix>;
  fixedHead: { fixes: number; before: NumberedLine[]; after: NumberedLine[] } | null;
}
