/** The UI language: what is shown now, and switching it (stored as spec.md §3 `lang`). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage, toCode, toUiLang } from '@/i18n';
import { LANGS, writeLang, type UiLang } from '@/lib/storage';

export { LANGS };

export function useLanguage() {
  const { i18n } = useTranslation();
  // Not resolvedLanguage: it stays 'en' when the language's texts were added after start-up (a reload in ES).
  const code = i18n.language;
  const current: UiLang = (LANGS as readonly string[]).includes(toUiLang(code)) ? toUiLang(code) : 'EN';
  const choose = useCallback(
    async (lang: UiLang) => {
      writeLang(lang);
      try {
        await switchLanguage(i18n, toCode(lang));
        document.documentElement.lang = toCode(lang);
      } catch (err) {
        // The language chunk failed to load (offline): stay in the current language; the choice is stored.
        console.error('Could not switch language:', err);
      }
    },
    [i18n],
  );
  return { current, choose };
}
