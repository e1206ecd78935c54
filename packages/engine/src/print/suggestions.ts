/**
 * The suggestions with their ready-to-paste fixes, for the renderings outside the web app: the HTML/PDF
 * report here, the CLI's text report through the same labels. Snippets come from the audited page (and
 * maybe a model), so in HTML they are escaped: shown as code, never run as markup.
 */
import { interpolate, type Lang } from '../i18n/lang.js';
import type { Fix, Report } from '../report/index.js';
import { fixSpellingsHtml, languageName } from './fix-blocks.js';

export const LABELS = {
  en: {
    ai: 'AI suggestions',
    aiOne: 'AI suggestion',
    rules: 'Expert fixes',
    byModel: 'Written by {model}, checked against this audit.',
    where: 'Where:',
    needsReview: 'Written by AI: review it before use',
    high: 'high',
    medium: 'medium',
    low: 'low',
    gain: '+{points, plural, one {# point} other {# points}}',
  },
  es: {
    ai: 'Sugerencias de IA',
    aiOne: 'Sugerencia de IA',
    rules: 'Correcciones expertas',
    byModel: 'Escrito por {model} y verificado con esta auditoría.',
    where: 'Dónde:',
    needsReview: 'Escrito por IA: revísalo antes de usarlo',
    high: 'alta',
    medium: 'media',
    low: 'baja',
    gain: '+{points, plural, one {# punto} other {# puntos}}',
  },
  fr: {
    ai: 'Suggestions de l’IA',
    aiOne: 'Suggestion de l’IA',
    rules: 'Corrections expertes',
    byModel: 'Écrit par {model} et vérifié sur cet audit.',
    where: 'Où\u00a0:',
    needsReview: 'Écrit par l’IA\u00a0: à relire avant usage',
    high: 'haute',
    medium: 'moyenne',
    low: 'basse',
    gain: '+{points, plural, one {# point} other {# points}}',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type SuggestionLabel = keyof (typeof LABELS)['en'];

export function suggestionLabel(
  lang: Lang,
  key: SuggestionLabel,
  values?: Record<string, string | number>,
): string {
  return interpolate(LABELS[lang][key], values, lang);
}

export { languageName };

/** The section heading: AI only when a model wrote the suggestions. */
export function suggestionsHeading(report: Report): string {
  return suggestionLabel(report.reportLang, report.suggestionsSource === 'ai' ? 'ai' : 'rules');
}

export const SUGGESTIONS_CSS = `
ol.suggestions{padding-left:20px}ol.suggestions>li{margin:0 0 12px}
.prio{font-size:12px;font-weight:600;border-radius:8px;padding:0 6px}.prio.high{background:#fce8e6;color:#a50e0e}.prio.medium{background:#fef7e0;color:#8a5a00}.prio.low{background:#eef0f3;color:#3c4350}
.fix-where{font-size:13px;margin-top:4px}.review{font-size:12px;color:#8a5a00;font-weight:600}
.snippet-lang{font-size:11px;color:#5f6673;margin-top:6px;text-transform:none}.snippet-note{font-size:12px;color:#8a5a00}
pre.snippet mark{background:#fde68a;color:#0f172a;padding:0 2px;border-radius:2px}
pre.snippet{background:#0f172a;color:#f1f5f9;padding:8px 10px;border-radius:6px;margin:2px 0;white-space:pre-wrap;overflow-wrap:anywhere;font:12px/1.45 ui-monospace,"Liberation Mono",Menlo,monospace}
@media print{ol.suggestions>li,pre.snippet{break-inside:avoid}}
`;

export function fixHtml(fix: Fix, lang: Lang, escape: (s: string) => string): string {
  const code = fixSpellingsHtml(fix, lang, escape);
  const text = fix.texts?.[lang];
  const [where, note, needs] = [text?.where ?? fix.where, text?.note ?? fix.note, text?.needs ?? fix.needs];
  return `<div class="fix-where"><strong>${escape(suggestionLabel(lang, 'where'))}</strong> ${escape(where)}</div>
${fix.needsReview ? `<div class="review">${escape(suggestionLabel(lang, 'needsReview'))}</div>` : ''}${needs ? `<div class="review">${escape(needs)}</div>` : ''}${code}
${note ? `<div class="muted">${escape(note)}</div>` : ''}`;
}

/** The suggestions card, or '' when there is nothing to suggest. */
export function suggestionsHtml(report: Report, escape: (s: string) => string): string {
  const lang = report.reportLang;
  if (report.suggestions.length === 0) return '';
  const items = report.suggestions
    .map((s) => {
      const gain =
        s.scoreGain > 0
          ? ` <span class="muted">${escape(suggestionLabel(lang, 'gain', { points: s.scoreGain }))}</span>`
          : '';
      const prio = `<span class="prio ${s.priority}">${escape(suggestionLabel(lang, s.priority))}</span>`;
      return `<li>${prio}${gain} ${escape(s.text)}${s.fix ? `\n${fixHtml(s.fix, lang, escape)}` : ''}</li>`;
    })
    .join('\n');
  const model =
    report.suggestionsSource === 'ai' && report.ai
      ? `<p class="muted">${escape(suggestionLabel(lang, 'byModel', { model: report.ai.model }))}</p>`
      : '';
  const note = report.suggestionsNote ? `<p class="muted">${escape(report.suggestionsNote)}</p>` : '';
  return `<div class="card suggestions-card"><h3>${escape(suggestionsHeading(report))}</h3>${model}${note}<ol class="suggestions">${items}</ol></div>`;
}
