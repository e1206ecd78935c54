/** One check as a disclosure: its status and title; opened, its message, offending items and the fix. */
import type { ReportCheck } from '@rankscope/engine/report';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isFailed } from './presentation';
import { StatusBadge } from './StatusBadge';
import { SuggestionFix } from './SuggestionFix';

/** The login-wall check in the web's words, with what the engine found: the status, the sign-in URL or the words. */
function loginWallMessage(check: ReportCheck, t: TFunction<'report'>): string {
  const ref = check.messageRef;
  const value = (name: string) => ref?.values?.[name];
  const status = value('status');
  const url = value('url');
  const count = value('count');
  if (ref?.key === 'status' && typeof status === 'number') return t('check.loginWallStatus', { status });
  if (ref?.key === 'redirect' && typeof url === 'string') return t('check.loginWallRedirect', { url });
  if (ref?.key === 'form' && typeof count === 'number') return t('check.loginWallForm', { count });
  return t('check.loginWall');
}

function CheckDetails({ check }: { check: ReportCheck }) {
  const { t } = useTranslation('report');
  const { items, totalItems, fix } = check.details;
  const more = totalItems - items.length;
  // The engine's message names the CLI's flags; the web app says where its own credential fields are.
  const message =
    check.id === 'login-wall' && isFailed(check.status) ? loginWallMessage(check, t) : check.message;
  return (
    <div className="space-y-3 px-3 pb-4 text-sm text-slate-700 sm:pl-9">
      <p className="break-words">{message}</p>
      {items.length > 0 && (
        <ul className="space-y-1">
          {items.map((item, i) => (
            // Wraps on a phone: a long value, its note and its line each take the room they need.
            <li
              key={i}
              className="flex min-w-0 flex-wrap items-baseline gap-x-2 rounded-lg bg-slate-50 px-3 py-2"
            >
              <code className="min-w-0 font-mono text-xs break-all text-slate-800">{item.value}</code>
              {item.note && <span className="min-w-0 break-words text-slate-600">{item.note}</span>}
              {item.line != null && (
                <span className="text-xs whitespace-nowrap text-slate-600">
                  {t('check.line', { line: item.line })}
                </span>
              )}
            </li>
          ))}
          {more > 0 && <li className="px-3 text-slate-600">{t('check.more', { more })}</li>}
        </ul>
      )}
      {isFailed(check.status) && fix && (
        <div className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2">
          <h4 className="font-semibold text-brand-800">{t('check.howToFix')}</h4>
          <p className="mt-1 break-words text-slate-800">{fix}</p>
          {/* The ready fix of this check, whatever the suggestion cap. */}
          {check.readyFix && <SuggestionFix fix={check.readyFix} />}
        </div>
      )}
    </div>
  );
}

export function CheckRow({ check }: { check: ReportCheck }) {
  // Critical problems are what to read first: they start open (the rest opens on demand).
  const [open, setOpen] = useState(check.status === 'critical');
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-slate-50"
      >
        <StatusBadge status={check.status} />
        <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{check.title}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <CheckDetails check={check} />}
      </div>
    </li>
  );
}
