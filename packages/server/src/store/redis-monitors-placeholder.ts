/**
 * PLACEHOLDER until the m-redis branch lands the Redis MonitorStore (issue 24): `Store` now includes
 * MonitorStore, so the Redis store must have its methods for the build to typecheck. Every method here
 * rejects with a clear error; with REDIS_URL set, monitoring is not available until that store replaces
 * this file. Nothing here pretends to store anything.
 */
import type { MonitorStore } from '../monitors/types.js';

const METHODS = [
  'createMonitor',
  'getMonitor',
  'listMonitors',
  'countMonitors',
  'activeMonitors',
  'updateMonitor',
  'setMonitorState',
  'deleteMonitor',
  'claimRun',
  'updateRun',
  'markAlertSent',
  'getRun',
  'getRunReport',
  'listRuns',
  'lastSuccessfulRun',
  'pruneRuns',
  'isAlertAddressConfirmed',
  'createAlertAddressToken',
  'confirmAlertAddress',
  'deleteUserData',
] as const satisfies ReadonlyArray<keyof MonitorStore>;

export function unavailableRedisMonitorStore(): MonitorStore {
  const fail = (name: string) => () =>
    Promise.reject(new Error(`Monitoring is not available with REDIS_URL yet (${name})`));
  return Object.fromEntries(METHODS.map((name) => [name, fail(name)])) as unknown as MonitorStore;
}
