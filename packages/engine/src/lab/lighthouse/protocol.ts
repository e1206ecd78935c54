/** Messages between a LighthousePool and its worker threads (structured-clone data only). */
import type { AuditCredentials } from '../../fetch/credentials.js';
import type { FormFactor, LabRun } from '../types.js';

/** workerData of a Lighthouse worker. */
export interface WorkerInit {
  formFactor: FormFactor;
}

export type ToWorker =
  | {
      /** Run Lighthouse against the Chromium listening on this debugging port. */
      type: 'run';
      id: number;
      url: string;
      port: number;
      maxWaitForLoadMs: number;
      /** This run's credentials (issue 26), applied in its own browser context only. */
      credentials?: AuditCredentials | null;
    }
  | { type: 'close' };

export type FromWorker = {
  type: 'result';
  id: number;
  run: LabRun;
  /** The run threw (not a page error): the Chromium's state is unknown, so the pool replaces it. */
  replaceChrome: boolean;
};
