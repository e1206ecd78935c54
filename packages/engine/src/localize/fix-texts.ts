/**
 * The built-in fixes with their `where` and `note` in every report language. The snippets do not depend
 * on the language (they are pasted into the page), so the writers run once per language and the texts
 * are kept side by side: a report can then change language without the page it was built from. Then
 * the html fixes are verified on the patched page (settleFixes).
 */
import { writeFixes } from '../advise/fixes/index.js';
import { settleFixes, type SettledFixes } from '../advise/fixes/settle.js';
import type { PageArtifact } from '../artifact.js';
import { LANGS, type Lang } from '../i18n/lang.js';
import type { Fix, ReportCheck } from '../report.js';

type FixTexts = NonNullable<Fix['texts']>;

export function writeFixesInAllLanguages(
  page: PageArtifact,
  checks: readonly ReportCheck[],
  lang: Lang,
): SettledFixes {
  const byLang = new Map(LANGS.map((l) => [l, writeFixes(page, checks, l)] as const));
  const out = new Map<string, Fix>();
  for (const [checkId, fix] of byLang.get(lang) ?? new Map<string, Fix>()) {
    const texts = {} as FixTexts;
    for (const l of LANGS) {
      const other = byLang.get(l)?.get(checkId) ?? fix;
      texts[l] = {
        where: other.where,
        ...(other.note ? { note: other.note } : {}),
        ...(other.needs ? { needs: other.needs } : {}),
      };
    }
    out.set(checkId, { ...fix, texts });
  }
  // Verified once: the snippets and edits do not depend on the language.
  return settleFixes(page, checks, out, lang);
}
