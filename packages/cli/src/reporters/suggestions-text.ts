/**
 * The suggestions part of the text report, printed inside each issue's entry (one entry per issue, its fix
 * under it): the suggestion's priority and gain on the issue's line, a model's own words when a model
 * wrote it, then the fix to paste (where it goes, the snippet indented as a block, the other servers'
 * spellings). Snippets hold page text, so they pass through the same control-character filter as
 * everything else from the audited site.
 */
import { fixSpellingLines, suggestionLabel, type Report } from '@rankscope/engine';
import type { styleText } from 'node:util';

type Style = Exclude<Parameters<typeof styleText>[0], readonly unknown[]>;
type Paint = (style: Style | Style[], text: string) => string;
type Suggestion = Report['suggestions'][number];
type Fix = NonNullable<Suggestion['fix']>;

const INDENT = '      ';

/** A fix under its issue: where, what it needs, every spelling (server, variant, context, modules). */
export function fixLines(
  fix: Fix,
  lang: Report['reportLang'],
  paint: Paint,
  clean: (s: string) => string,
): string[] {
  const text = fix.texts?.[lang];
  const lines = [
    `${INDENT}${paint('bold', suggestionLabel(lang, 'where'))} ${clean(text?.where ?? fix.where)}`,
  ];
  if (fix.needsReview) lines.push(`${INDENT}${paint('yellow', suggestionLabel(lang, 'needsReview'))}`);
  const needs = text?.needs ?? fix.needs;
  if (needs) lines.push(`${INDENT}${paint('yellow', clean(needs))}`);
  lines.push(...fixSpellingLines(fix, lang, INDENT, clean, paint));
  const note = text?.note ?? fix.note;
  if (note) lines.push(paint('gray', `${INDENT}${clean(note)}`));
  return lines;
}

/** Who wrote the suggestions, when it was a model, and why not when one was configured: under "Issues". */
export function suggestionsIntro(report: Report, paint: Paint, clean: (s: string) => string): string[] {
  const lines: string[] = [];
  if (report.suggestionsSource === 'ai' && report.ai) {
    const model = clean(report.ai.model);
    lines.push(paint('gray', `  ${suggestionLabel(report.reportLang, 'byModel', { model })}`));
  }
  if (report.suggestionsNote) lines.push(paint('gray', `  ${clean(report.suggestionsNote)}`));
  return lines;
}

/** "· high · +2.5 points", for the issue's own line. */
export function suggestionTag(suggestion: Suggestion, lang: Report['reportLang'], paint: Paint): string {
  const gain =
    suggestion.scoreGain > 0 ? ` · ${suggestionLabel(lang, 'gain', { points: suggestion.scoreGain })}` : '';
  return paint('gray', ` · ${suggestionLabel(lang, suggestion.priority)}${gain}`);
}

/**
 * The lines under an issue: the model's words (the built-in rules' text only repeats the issue's title,
 * message and fix, so it is not printed again), then the fix to paste.
 */
export function suggestionBody(
  report: Report,
  suggestion: Suggestion,
  paint: Paint,
  clean: (s: string) => string,
): string[] {
  const lang = report.reportLang;
  const lines: string[] = [];
  // aiRecommendations lists every suggestion's text in a rules report: only an 'ai' report's are a model's.
  if (report.suggestionsSource === 'ai' && report.aiRecommendations.includes(suggestion.text)) {
    lines.push(`${INDENT}${paint('cyan', `${suggestionLabel(lang, 'aiOne')}:`)} ${clean(suggestion.text)}`);
  }
  if (suggestion.fix) lines.push(...fixLines(suggestion.fix, lang, paint, clean));
  return lines;
}
