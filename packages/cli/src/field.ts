/** Field data for the CLI: --crux-key over CRUX_API_KEY, CRUX_API_URL for the API's base (the server's names). */
import { CRUX_API_URL, createCruxClient, type FieldSource } from '@rankscope/engine';
import { UsageError } from './args.js';

/** The CrUX source of this run, null without a key (the report then says field data needs one). */
export function fieldFromEnv(cliKey: string | null, env: NodeJS.ProcessEnv): FieldSource | null {
  const key = cliKey ?? (env.CRUX_API_KEY?.trim() || null);
  if (key === null) return null;
  const baseUrl = env.CRUX_API_URL?.trim() || CRUX_API_URL;
  let url: URL | null = null;
  try {
    url = new URL(baseUrl);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`CRUX_API_URL must be an http(s) URL up to /v1, like ${CRUX_API_URL}.`);
  }
  return createCruxClient({ key, baseUrl });
}
