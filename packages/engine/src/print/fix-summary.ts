/**
 * What `rankscope fix` prints: the verified fixes it applied, the <head> lines before and after, and the
 * fixes that need the user (with what they need, where they go and every spelling to paste). Text from
 * the audited page has its control characters removed: it is printed to a terminal.
 */
import { interpolate, type Lang } from '../i18n/lang.js';
import type { Fix, Report } from '../report/index.js';
import { fixSpellingLines, spellingLines } from './fix-blocks.js';
import { suggestionLabel } from './suggestions.js';

const LABELS = {
  en: {
    applied:
      '{n, plural, one {# verified fix applied} other {# verified fixes applied}} (each re-checked on the patched page, alone and together):',
    none: 'No verified html fix to apply.',
    before: 'Before:',
    after: 'After:',
    needsYou: 'Not applied, needs you:',
    skipped:
      'Not applied: it names the address the page is served at ({url}); audit the page at its public URL to get it.',
    truncated:
      'The page is larger than the size an audit reads, so it is not rewritten: paste the fixes instead.',
    encoding: 'The page is not UTF-8, so it is not rewritten: paste the fixes instead.',
    written: 'Fixed page written to {file}.',
  },
  es: {
    applied:
      '{n, plural, one {# corrección verificada aplicada} other {# correcciones verificadas aplicadas}} (cada una comprobada de nuevo en la página modificada, sola y junto a las demás):',
    none: 'No hay ninguna corrección HTML verificada que aplicar.',
    before: 'Antes:',
    after: 'Después:',
    needsYou: 'No aplicadas, necesitan tu intervención:',
    skipped:
      'No aplicada: nombra la dirección en la que se sirve la página ({url}); audita la página en su URL pública para obtenerla.',
    truncated:
      'La página supera el tamaño que lee una auditoría, así que no se reescribe: pega las correcciones en su lugar.',
    encoding: 'La página no está en UTF-8, así que no se reescribe: pega las correcciones en su lugar.',
    written: 'Página corregida escrita en {file}.',
  },
  fr: {
    applied:
      '{n, plural, one {# correction vérifiée appliquée} other {# corrections vérifiées appliquées}} (chacune revérifiée sur la page modifiée, seule et avec les autres) :',
    none: 'Aucune correction HTML vérifiée à appliquer.',
    before: 'Avant :',
    after: 'Après :',
    needsYou: 'Non appliquées, à faire par vous :',
    skipped:
      'Non appliquée : elle nomme l’adresse où la page est servie ({url}) ; auditez la page à son URL publique pour l’obtenir.',
    truncated:
      'La page dépasse la taille qu’un audit lit : elle n’est pas réécrite, collez plutôt les corrections.',
    encoding: 'La page n’est pas en UTF-8 : elle n’est pas réécrite, collez plutôt les corrections.',
    written: 'Page corrigée écrite dans {file}.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type FixLabel = keyof (typeof LABELS)['en'];

export function fixLabel(lang: Lang, key: FixLabel, values?: Record<string, string | number>): string {
  return interpolate(LABELS[lang][key], values, lang);
}

// eslint-disable-next-line no-control-regex
const clean = (s: string): string => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');

const titleOf = (report: Report, id: string): string => report.checks.find((c) => c.id === id)?.title ?? id;

export interface FixSummaryInput {
  report: Report;
  applied: readonly { checkId: string; fix: Fix }[];
  needsYou: readonly { checkId: string; fix: Fix }[];
  skipped?: readonly { checkId: string; fix: Fix }[];
  /** The address a local file was served at, for the skipped fixes' reason. */
  servedAt?: string;
  refused: 'truncated' | 'encoding' | null;
  /** The <head> lines the applied fixes change (headDiff of the page before and after). */
  head: {
    before: readonly { line: number; text: string }[];
    after: readonly { line: number; text: string }[];
  } | null;
}

export function renderFixSummary(input: FixSummaryInput, lang: Lang): string {
  const { report } = input;
  const out: string[] = [];
  if (input.refused) out.push(fixLabel(lang, input.refused));
  if (input.applied.length === 0) out.push(fixLabel(lang, 'none'));
  else {
    out.push(fixLabel(lang, 'applied', { n: input.applied.length }));
    for (const { checkId, fix } of input.applied) {
      out.push(
        `  ✓ ${clean(titleOf(report, checkId))} [${checkId}] — ${clean(fix.texts?.[lang]?.where ?? fix.where)}`,
      );
      // What the applied edit still needs elsewhere (a removed meta refresh: the server's 301, every spelling).
      const note = fix.texts?.[lang]?.note ?? fix.note;
      if (note) out.push(`    ${clean(note)}`);
      out.push(...spellingLines(fix.alternatives ?? [], lang, '    ', clean));
    }
    const head = input.head;
    if (head && (head.before.length > 0 || head.after.length > 0)) {
      out.push('');
      if (head.before.length > 0) {
        out.push(
          fixLabel(lang, 'before'),
          ...head.before.map((l) => `  - ${l.line}: ${clean(l.text.trim())}`),
        );
      }
      out.push(fixLabel(lang, 'after'), ...head.after.map((l) => `  + ${l.line}: ${clean(l.text.trim())}`));
    }
  }
  for (const { checkId } of input.skipped ?? []) {
    out.push(
      `  · ${clean(titleOf(report, checkId))} [${checkId}]: ${fixLabel(lang, 'skipped', { url: input.servedAt ?? '' })}`,
    );
  }
  if (input.needsYou.length > 0) {
    out.push('', fixLabel(lang, 'needsYou'));
    for (const { checkId, fix } of input.needsYou) {
      const text = fix.texts?.[lang];
      const needs = text?.needs ?? fix.needs ?? '';
      out.push(`  · ${clean(titleOf(report, checkId))} [${checkId}]: ${clean(needs)}`);
      // What "add this" is: where it goes and every spelling, as the reports show it.
      out.push(`    ${suggestionLabel(lang, 'where')} ${clean(text?.where ?? fix.where)}`);
      out.push(...fixSpellingLines(fix, lang, '    ', clean));
      const note = text?.note ?? fix.note;
      if (note) out.push(`    ${clean(note)}`);
    }
  }
  return `${out.join('\n')}\n`;
}
