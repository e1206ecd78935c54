/** Field data from the Chrome UX Report (issue 27): the client, the per-audit gathering and the facts. */
export {
  CRUX_API_URL,
  CRUX_MAX_BYTES,
  CRUX_TIMEOUT_MS,
  createCruxClient,
  type CruxAnswer,
  type CruxClientOptions,
  type CruxFailure,
  type CruxTarget,
  type FieldSource,
} from './client.js';
export { NO_KEY_FIELD, gatherField } from './gather.js';
export type { CruxHistory, CruxRecord } from './parse.js';
export * from './types.js';
