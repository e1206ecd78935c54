/** Visible text as the walk builds it: white space collapsed, blocks on lines of their own. */

/**
 * White space other than a lone ' ': only then does collapsing change the text. Prose is mostly single
 * spaces, and replacing each of them with itself copied a multi-megabyte text through millions of matches.
 */
const UNCOLLAPSED = /[^\S ]| {2}/;

export function collapse(text: string): string {
  return (UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}

/** One space for each run of white space (JavaScript's \s, so NBSP too). */
export function collapseRun(text: string): string {
  return UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/**
 * Visible text built already normalised, so the page's text is never re-scanned: white space within a
 * block is one space, blocks are separated by one '\n', and there is no white space at either end.
 */
export class BlockText {
  private readonly parts: string[] = [];
  /** What separates the next text from the last: nothing yet, a space, or a block break. */
  private pending: '' | ' ' | '\n' = '';

  /** Adds text whose white-space runs are already collapsed to single spaces. */
  text(collapsed: string): void {
    if (collapsed === '') return;
    const lead = collapsed.charCodeAt(0) === 32;
    const trail = collapsed.length > 1 && collapsed.charCodeAt(collapsed.length - 1) === 32;
    if (collapsed === ' ') {
      if (this.pending === '') this.pending = ' ';
      return;
    }
    const core = collapsed.slice(lead ? 1 : 0, trail ? -1 : undefined);
    if (this.parts.length > 0) {
      if (this.pending === '\n') this.parts.push('\n');
      else if (this.pending === ' ' || lead) this.parts.push(' ');
    }
    this.parts.push(core);
    this.pending = trail ? ' ' : '';
  }

  /** A block boundary: the next text starts a new block. */
  block(): void {
    this.pending = '\n';
  }

  toString(): string {
    return this.parts.join('');
  }
}
