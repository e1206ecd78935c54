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
