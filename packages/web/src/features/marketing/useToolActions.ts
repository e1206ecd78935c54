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
  const allowance = useMe().data?.allowance;
  const signedIn = allowance?.signedIn ?? false;
  const { stats } = useUsage();
  // The server's count when it has answered (the browser's mirror is synced only on the home page, and
  // clearing storage resets it); the mirror until then.
  const remaining = allowance ? allowance.remaining : remainingChecks(stats, signedIn);
  const blocked = !signedIn && remaining === 0;
  return {
    seoChecker: () => (blocked ? openDialog('signIn', 'limit') : openDialog('seoAudit')),
    otherTool: () => (blocked ? openDialog('signIn', 'limit') : openDialog('comingSoon')),
    /** Documentation, Blog, Case Studies: not tools, so no allowance rule. */
    comingSoon: () => openDialog('comingSoon'),
  };
}
