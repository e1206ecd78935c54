/** Server state shared by features: public configuration and who is signed in (react-query). */
import { useQuery } from '@tanstack/react-query';
import { api, type Me, type PublicConfig } from './api-client';

export const CONFIG_KEY = ['config'] as const;
export const ME_KEY = ['me'] as const;

export function useConfig() {
  return useQuery<PublicConfig>({ queryKey: CONFIG_KEY, queryFn: api.config, staleTime: Infinity, retry: 1 });
}

/** The server's view of this visitor: the session, not local storage, decides (product.md §3). */
export function useMe() {
  return useQuery<Me>({ queryKey: ME_KEY, queryFn: api.me, staleTime: 30_000, retry: 1 });
}

/** What the server's sign-in-free and signed-in allowances are until /api/config answers (its defaults). */
export const DEFAULT_FREE_PER_DAY = 3;
export const DEFAULT_SIGNED_IN_PER_DAY = 200;

/**
 * The allowance numbers every text quotes (issue 16 #8): the server's configuration, not a constant.
 * The first render uses the server's defaults, so prerendered pages hydrate without a mismatch.
 */
export function useAllowanceNumbers(): { freePerDay: number; signedInPerDay: number } {
  const config = useConfig();
  return {
    freePerDay: config.data?.freeAuditsPerDay ?? DEFAULT_FREE_PER_DAY,
    signedInPerDay: config.data?.signedInAuditsPerDay ?? DEFAULT_SIGNED_IN_PER_DAY,
  };
}
