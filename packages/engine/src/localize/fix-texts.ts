/**
 * The fix stage's fixes in the report's language: where, note and needs rendered from their references,
 * and the same texts in every report language (`texts`), so a report can change language without the page
 * it was built from (localize/index.ts). The snippets do not depend on the language: they go into the page.
 */
import type { FixTexts, SettledFixes, WrittenFix } from '../fix/types.js';
import { renderFixText, type FixText } from '../i18n/fix-text.js';
import { LANGS, type Lang } from '../i18n/lang.js';
import type { Fix } from '../report/index.js';

type RenderedTexts = NonNullable<Fix['texts']>[Lang];

function renderTexts(texts: FixTexts, lang: Lang): RenderedTexts {
  const note = texts.note ? renderFixText(texts.note, lang) : '';
  const needs = texts.needs ? renderFixText(texts.needs, lang) : '';
  return { where: renderFixText(texts.where, lang), ...(note ? { note } : {}), ...(needs ? { needs } : {}) };
}

/** One fix in `lang` (its fields in the order the stage wrote them). */
export function renderFix(fix: WrittenFix, lang: Lang): Fix {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fix)) {
    if (value === undefined) continue;
    if (key === 'where' || key === 'note' || key === 'needs')
      out[key] = renderFixText(value as FixText, lang);
    else if (key === 'texts')
      out[key] = Object.fromEntries(LANGS.map((l) => [l, renderTexts(value as FixTexts, l)]));
    else out[key] = value;
  }
  return out as Fix;
}

/** Every fix of the stage in `lang`, by check id. */
export function renderFixes(fixes: ReadonlyMap<string, WrittenFix>, lang: Lang): Map<string, Fix> {
  return new Map([...fixes].map(([id, fix]) => [id, renderFix(fix, lang)]));
}

/** The settled fixes with their texts in `lang`. */
export function renderSettled(
  settled: SettledFixes,
  lang: Lang,
): {
  fixes: Map<string, Fix>;
  fixedHead: SettledFixes['fixedHead'];
} {
  return { fixes: renderFixes(settled.fixes, lang), fixedHead: settled.fixedHead };
}
