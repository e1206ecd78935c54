/**
 * The suggestions part of the text report: each suggestion, then its fix to paste (where it goes, the
 * snippet indented as a block, the other servers' spellings). Snippets hold page text, so they pass
 * through the same control-character filter as everything else from the audited site.
 */
import { languageName, suggestionLabel, suggestionsHeading, type Report } from '@rankscope/engine';
import type { styleText } from 'node:util';

type Style = Exclude<Parameters<typeof styleText>[0], readonly unknown[]>;
type Paint = (style: Style | Style[], text: string) => string;
type Fix = NonNullable<Report['suggestions'][number]['fix']>;

const INDENT = '      ';

function block(snippet: string, clean: (s: string) => string): string[] {
  return clean(snippet)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `${INDENT}${line}`);
}

function fixLines(
  fix: Fix,
  lang: Report['reportLang'],
  paint: Paint,
  clean: (s: string) => string,
): string[] {
  const lines = [`     ${paint('bold', suggestionLabel(lang, 'where'))} ${clean(fix.where)}`];
  if (fix.needsReview) lines.push(`     ${paint('yellow', suggestionLabel(lang, 'needsReview'))}`);
  const variants = [{ language: fix.language, snippet: fix.snippet }, ...(fix.alternatives ?? [])];
  for (const v of variants) {
    lines.push(paint('gray', `     ── ${languageName(v.language)}`));
    lines.push(...block(v.snippet, clean).map((l) => paint('cyan', l)));
  }
  if (fix.note) lines.push(paint('gray', `     ${clean(fix.note)}`));
  return lines;
}

export function suggestionLines(report: Report, paint: Paint, clean: (s: string) => string): string[] {
  const lang = report.reportLang;
  const lines = [paint('bold', suggestionsHeading(report))];
  if (report.suggestionsSource === 'ai' && report.ai) {
    lines.push(paint('gray', `  ${suggestionLabel(lang, 'byModel', { model: clean(report.ai.model) })}`));
  }
  if (report.suggestionsNote) lines.push(paint('gray', `  ${clean(report.suggestionsNote)}`));
  report.suggestions.forEach((s, i) => {
    const gain =
      s.scoreGain > 0 ? paint('gray', ` (${suggestionLabel(lang, 'gain', { points: s.scoreGain })})`) : '';
    lines.push(`  ${i + 1}. [${suggestionLabel(lang, s.priority)}] ${clean(s.text)}${gain}`);
    if (s.fix) lines.push(...fixLines(s.fix, lang, paint, clean));
  });
  return lines;
}
