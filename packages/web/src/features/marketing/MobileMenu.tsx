/**
 * The small-screen menu (below md): the same entries as the bar, the language choice and the account
 * menu. It is open only for the location it was opened on, so any navigation closes it.
 */
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavEntry } from './navEntries';
import { useNavMenus } from './navEntries';
import { LANGS, useLanguage } from './useLanguage';

export const MOBILE_MENU_ID = 'mobile-menu';

const ROW =
  'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-slate-800 hover:bg-slate-100';

/**
 * The toggle and, when open, the panel: absolutely placed below the (sticky, so positioned) header,
 * full width.
 */
export function MobileMenu({ accountMenu }: { accountMenu: ReactNode }) {
  const { t } = useTranslation('marketing');
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const Icon = open ? X : Menu;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Icon aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <MobileMenuPanel
          onDone={() => {
            setOpenAt(null);
            // The entry is about to disappear: the menu button is what a dialog it opens returns focus to.
            buttonRef.current?.focus();
          }}
          accountMenu={accountMenu}
        />
      )}
    </>
  );
}

function Group({ title, entries, onDone }: { title: string; entries: NavEntry[]; onDone: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <li>
      <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      <ul>
        {entries.map((e) => (
          <li key={e.key}>
            {e.to ? (
              <Link to={e.to} className={ROW}>
                {e.label}
              </Link>
            ) : (
              <button
                type="button"
                className={ROW}
                onClick={() => {
                  onDone();
                  e.onSelect?.();
                }}
              >
                {e.label} {e.soon && <span className="text-xs text-slate-600">{t('nav.soon')}</span>}
              </button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileMenuPanel({ onDone, accountMenu }: { onDone: () => void; accountMenu: ReactNode }) {
  const { t } = useTranslation('marketing');
  const menus = useNavMenus();
  const { current, choose } = useLanguage();
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={t('nav.mobileLabel')}
      className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 pb-4 shadow-lg lg:hidden"
    >
      <ul className="pt-2">
        <li>
          <Link to="/" className={ROW}>
            {t('nav.home')}
          </Link>
        </li>
        <li>
          <Link to="/pricing" className={ROW}>
            {t('nav.pricing')}
          </Link>
        </li>
        <Group title={t('nav.features')} entries={menus.features} onDone={onDone} />
        <Group title={t('nav.resources')} entries={menus.resources} onDone={onDone} />
      </ul>
      <div role="group" aria-label={t('nav.language')} className="mt-3 flex gap-2 px-3">
        {LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            aria-pressed={lang === current}
            title={t(`lang.${lang}`)}
            onClick={() => void choose(lang)}
            className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
              lang === current
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100'
            }`}
          >
            {lang}
          </button>
        ))}
      </div>
      <div className="mt-4 border-t border-slate-200 px-3 pt-4">{accountMenu}</div>
    </nav>
  );
}
