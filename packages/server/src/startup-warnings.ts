/** What the server says at start about a configuration that works but is risky in production. */
import type { Config } from './config.js';

export const NO_PUBLIC_URL_WARNING =
  'PUBLIC_URL is not set: canonical and og:url links, robots.txt and sitemap.xml follow the Host header of each request. Set PUBLIC_URL to the public origin (e.g. https://rankscope.example).';

/** The warnings for this configuration; `nodeEnv` is NODE_ENV. */
export function startupWarnings(
  config: Pick<Config, 'PUBLIC_URL'> & Partial<Pick<Config, 'deprecations'>>,
  nodeEnv: string | undefined,
): string[] {
  // Deprecated variable names that still work (a deployment is never broken silently by a rename).
  const warnings: string[] = [...(config.deprecations ?? [])];
  // Outside production a Host-derived origin is what one wants (localhost, previews).
  if (nodeEnv === 'production' && !config.PUBLIC_URL) warnings.push(NO_PUBLIC_URL_WARNING);
  return warnings;
}
