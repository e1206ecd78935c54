/**
 * A suggestion's fix: where to paste it, the snippet with a copy button, and the other spellings of the
 * same fix (nginx / Apache / Caddy…, each variant named: stock, Brotli module, reverse proxy) as tabs,
 * each with where it goes, the modules to enable first and its placeholders marked. Page-derived text is
 * rendered as text, never as HTML.
 */
import type { Fix } from '@rankscope/engine/report';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeSnippet } from './CodeSnippet';

type Variant = NonNullable<Fix['alternatives']>[number];

/** The fix's own spelling first, then the alternatives, each with where it goes and what it needs. */
function spellings(fix: Fix): Variant[] {
  const own: Variant = { language: fix.language, snippet: fix.snippet };
  if (fix.context) own.context = fix.context;
  if (fix.modules) own.modules = fix.modules;
  if (fix.variant) own.variant = fix.variant;
  if (fix.placeholders) own.placeholders = fix.placeholders;
  return [own, ...(fix.alternatives ?? [])];
}

/** Where a server snippet goes, the modules to enable, the placeholders to replace (one line each). */
function SpellingNotes({ spelling }: { spelling: Variant }) {
  const { t, i18n } = useTranslation('report');
  const where = `fixSpelling.context.${spelling.language}.${spelling.context ?? ''}`;
  const notes = [
    ...(spelling.context && i18n.exists(where, { ns: 'report' }) ? [t(where)] : []),
    ...(spelling.modules?.length ? [t('fixSpelling.modules', { modules: spelling.modules.join('; ') })] : []),
    ...(spelling.placeholders?.length
      ? [t('fixSpelling.placeholders', { placeholders: spelling.placeholders.join(', ') })]
      : []),
  ];
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs text-amber-900">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

export function SuggestionFix({ fix }: { fix: Fix }) {
  const { t } = useTranslation('report');
  const variants = spellings(fix);
  const [active, setActive] = useState(0);
  const id = useId();
  const shown = variants[active] ?? variants[0]!;
  const name = (v: Variant) =>
    v.variant
      ? `${t(`suggestions.language.${v.language}`)} · ${t(`fixSpelling.variant.${v.variant}`)}`
      : t(`suggestions.language.${v.language}`);
  return (
    <div className="mt-3 space-y-2">
      <p className="text-xs text-slate-700">
        <span className="font-semibold">{t('suggestions.where')}</span> {fix.where}
      </p>
      {fix.verified && fix.verification && (
        <p className="inline-flex items-center gap-1 rounded-md bg-green-50 px-2 py-1 text-xs font-medium text-green-900 ring-1 ring-green-200 ring-inset">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          {t('suggestions.verifiedBadge', { count: fix.verification.rechecked })}
        </p>
      )}
      {fix.verified === false && fix.needs && (
        <p className="flex items-start gap-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <span className="font-semibold">{t('suggestions.needsYou')}:</span> {fix.needs}
          </span>
        </p>
      )}
      {fix.needsReview && (
        <p className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {t('suggestions.needsReview')}
        </p>
      )}
      {variants.length > 1 ? (
        <div>
          <div role="tablist" aria-label={t('suggestions.variants')} className="flex flex-wrap gap-1">
            {variants.map((v, i) => (
              <button
                key={`${i}:${v.language}`}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={i === active}
                aria-controls={`${id}-panel`}
                tabIndex={i === active ? 0 : -1}
                onClick={() => setActive(i)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const next =
                    (active + (e.key === 'ArrowRight' ? 1 : variants.length - 1)) % variants.length;
                  setActive(next);
                  document.getElementById(`${id}-tab-${next}`)?.focus();
                }}
                className={`rounded-t-md px-3 py-1 text-xs font-medium ${
                  i === active ? 'bg-slate-900 text-white' : 'bg-slate-200 text-slate-800 hover:bg-slate-300'
                }`}
              >
                {name(v)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-tab-${active}`}
            className="space-y-1"
          >
            <SpellingNotes spelling={shown} />
            <CodeSnippet code={shown.snippet} label={name(shown)} marks={shown.placeholders} />
          </div>
        </div>
      ) : (
        <div className="space-y-1">
          <SpellingNotes spelling={shown} />
          <CodeSnippet code={shown.snippet} label={name(shown)} marks={shown.placeholders} />
        </div>
      )}
      {fix.note && <p className="text-xs text-slate-600">{fix.note}</p>}
    </div>
  );
}
