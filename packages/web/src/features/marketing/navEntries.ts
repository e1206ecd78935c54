/** The dropdown entries, shared by the desktop bar and the small-screen menu so both stay the same. */
import { useTranslation } from 'react-i18next';
import { useToolActions } from './useToolActions';

export interface NavEntry {
  key: string;
  label: string;
  /** A route to link to … */
  to?: string;
  /** … or an action (a dialog). */
  onSelect?: () => void;
  /** Not built yet: shows a "Soon" badge. */
  soon?: boolean;
}

export function useNavMenus(): { features: NavEntry[]; resources: NavEntry[] } {
  const { t } = useTranslation('marketing');
  const tools = useToolActions();
  return {
    features: [
      { key: 'seo', label: t('nav.seoChecker'), onSelect: tools.seoChecker },
      { key: 'keyword', label: t('nav.keywordChecker'), onSelect: tools.otherTool, soon: true },
      { key: 'backlink', label: t('nav.backlinkChecker'), onSelect: tools.otherTool, soon: true },
      { key: 'all', label: t('nav.allFeatures'), to: '/features' },
    ],
    resources: [
      { key: 'docs', label: t('nav.documentation'), onSelect: tools.comingSoon, soon: true },
      { key: 'blog', label: t('nav.blog'), onSelect: tools.comingSoon, soon: true },
      { key: 'cases', label: t('nav.caseStudies'), onSelect: tools.comingSoon, soon: true },
      { key: 'all', label: t('nav.allResources'), to: '/resources' },
    ],
  };
}
