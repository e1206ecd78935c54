/** EN/ES/FR picker: a click-only menu (spec.md §2) that closes once a language is chosen. */
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from './Dropdown';
import { LANGS, useLanguage } from './useLanguage';

export function LanguagePicker() {
  const { t } = useTranslation('marketing');
  const { current, choose } = useLanguage();
  return (
    <Dropdown
      align="right"
      label={
        <>
          <Globe aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('lang.label')} </span>
          {current}
        </>
      }
      items={LANGS.map((lang) => ({
        key: lang,
        label: `${lang} · ${t(`lang.${lang}`)}`,
        checked: lang === current,
        onSelect: () => void choose(lang),
      }))}
    />
  );
}
