/** The footer on every screen: blurb, the four routes, and the privacy, terms and contact anchors. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers } from '@/lib/server-state';
import { Link } from 'react-router';
import { LogoMark } from './Logo';

export const CONTACT_EMAIL = 'hello@rankscope.dev';
// Build-time year in the prerender and run-time year in the browser agree except across New Year's Eve.
const YEAR = new Date().getFullYear();

const PAGES = [
  { to: '/', key: 'nav.home' },
  { to: '/features', key: 'nav.features' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/resources', key: 'nav.resources' },
] as const;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-sm leading-relaxed text-slate-600">{children}</div>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
            <LogoMark className="size-7" />
            Rankscope
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-600">{t('footer.blurb')}</p>
          <nav aria-label={t('footer.navLabel')} className="mt-6">
            {/* The nav is named by aria-label; a heading here would only lengthen the outline. */}
            <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
              {t('footer.pagesTitle')}
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
              {PAGES.map((p) => (
                <li key={p.to}>
                  <Link
                    to={p.to}
                    className="text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {t(p.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Block id="privacy" title={t('footer.privacyTitle')}>
          <p>{t('footer.privacyText')}</p>
        </Block>
        <Block id="terms" title={t('footer.termsTitle')}>
          <p>{t('footer.termsText', { count: freePerDay })}</p>
        </Block>
        <Block id="contact" title={t('footer.contactTitle')}>
          <p>
            {t('footer.contactText')}{' '}
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {CONTACT_EMAIL}
            </a>
          </p>
        </Block>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        {t('footer.copyright', { year: YEAR })}
      </p>
    </footer>
  );
}
