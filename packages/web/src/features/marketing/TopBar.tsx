/** The top bar on every screen (spec.md §2): logo, Home, the two dropdowns, Pricing, language, account. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Dropdown, type MenuItem } from './Dropdown';
import { LanguagePicker } from './LanguagePicker';
import { LogoMark } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useNavMenus, type NavEntry } from './navEntries';

const LINK =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700';

interface TopBarProps {
  account: ReactNode;
  accountMenu: ReactNode;
  /** False while a full-screen audit state (progress, error) replaces the home page: Home is not marked current. */
  homeCurrent?: boolean;
}

export function TopBar({ account, accountMenu, homeCurrent = true }: TopBarProps) {
  const { t } = useTranslation('marketing');
  const menus = useNavMenus();
  const toItems = (entries: NavEntry[]): MenuItem[] =>
    entries.map((e) => ({ ...e, badge: e.soon ? t('nav.soon') : undefined }));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5">
        <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
          <LogoMark />
          Rankscope
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 lg:flex">
          {homeCurrent ? (
            <NavLink to="/" end className={LINK}>
              {t('nav.home')}
            </NavLink>
          ) : (
            <Link to="/" className={LINK}>
              {t('nav.home')}
            </Link>
          )}
          <Dropdown hover label={t('nav.features')} items={toItems(menus.features)} />
          <Dropdown hover label={t('nav.resources')} items={toItems(menus.resources)} />
          <NavLink to="/pricing" className={LINK}>
            {t('nav.pricing')}
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <LanguagePicker />
          </div>
          <div className="hidden lg:block">{account}</div>
          <MobileMenu accountMenu={accountMenu} />
        </div>
      </div>
    </header>
  );
}
