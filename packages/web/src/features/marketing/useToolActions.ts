/**
 * The tool entries of the top bar and the resources page (spec.md §5): an anonymous visitor with no
 * checks left gets the sign-in dialog; otherwise the SEO Checker opens the audit dialog and the other
 * tools, which are not built yet, the coming-soon dialog.
 */
import { useDialogs } from '@/lib/dialogs';
import { useMe } from '@/lib/server-state';
import { remainingChecks, useUsage } from '@/lib/usage';

export function useToolActions() {
  const { openDialog } = useDialogs();
  const signedIn = useMe().data?.allowance.signedIn ?? false;
  const { stats } = useUsage();
  const blocked = !signedIn && remainingChecks(stats, signedIn) === 0;
  return {
    seoChecker: () => openDialog(blocked ? 'signIn' : 'seoAudit'),
    otherTool: () => openDialog(blocked ? 'signIn' : 'comingSoon'),
    /** Documentation, Blog, Case Studies: not tools, so no allowance rule. */
    comingSoon: () => openDialog('comingSoon'),
  };
}
