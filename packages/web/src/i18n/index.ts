/**
 * i18next with one namespace per feature. English is bundled (the prerendered language); Spanish and
 * French load on demand, so the initial script carries one language.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLang } from '@/lib/storage';
import en from './locales/en';

export const NAMESPACES = ['common', 'marketing', 'audit', 'report', 'auth', 'monitors'] as const;
export type Code = 'en' | 'es' | 'fr';

const loaders: Record<Exclude<Code, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
};

export const toCode = (lang: UiLang): Code => lang.toLowerCase() as Code;
export const toUiLang = (code: string): UiLang => code.toUpperCase() as UiLang;

async function resourcesFor(code: Code): Promise<typeof en> {
  return code === 'en' ? en : (await loaders[code]()).default;
}

/** A ready i18next instance in `code` (English is always there as the fallback). */
export async function createI18n(code: Code = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: code,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { en },
    interpolation: { escapeValue: false }, // React escapes; nothing is ever set as HTML.
    returnNull: false,
  });
  if (code !== 'en') await addLanguage(instance, code);
  return instance;
}

async function addLanguage(instance: I18n, code: Code): Promise<void> {
  if (instance.hasResourceBundle(code, 'common')) return;
  const res = await resourcesFor(code);
  for (const [ns, bundle] of Object.entries(res)) instance.addResourceBundle(code, ns, bundle, true, true);
}

/** Loads the language if needed, then switches to it. */
export async function switchLanguage(instance: I18n, code: Code): Promise<void> {
  await addLanguage(instance, code);
  await instance.changeLanguage(code);
}
