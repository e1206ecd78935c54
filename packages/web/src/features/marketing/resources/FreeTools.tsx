/** The free tools: the SEO Checker runs the tool action; the others are not built yet (coming soon). */
import { KeyRound, Link2, Search, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, IconCard, Section } from '../ui';
import { useToolActions } from '../useToolActions';

export function FreeTools() {
  const { t } = useTranslation('marketing');
  const tools = useToolActions();
  const items: ReadonlyArray<{ key: string; icon: LucideIcon; soon: boolean; run: () => void }> = [
    { key: 'seo', icon: Search, soon: false, run: tools.seoChecker },
    { key: 'keyword', icon: KeyRound, soon: true, run: tools.otherTool },
    { key: 'backlink', icon: Link2, soon: true, run: tools.otherTool },
  ];
  return (
    <Section id="free-tools" title={t('resources.tools.title')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((tool) => (
          <IconCard key={tool.key} icon={tool.icon} title={t(`resources.tools.items.${tool.key}.title`)}>
            {tool.soon && (
              <p className="mb-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {t('resources.tools.soon')}
              </p>
            )}
            <p>{t(`resources.tools.items.${tool.key}.text`)}</p>
            <button
              type="button"
              onClick={tool.run}
              className={`${tool.soon ? BUTTON_SECONDARY : BUTTON_PRIMARY} mt-4 w-full`}
            >
              {t(`resources.tools.items.${tool.key}.cta`)}
            </button>
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}
