import { externalChecks } from './external/index.js';
import { metaChecks } from './meta/index.js';
import { performanceChecks } from './performance/index.js';
import { qualityChecks } from './quality/index.js';
import { securityChecks } from './security/index.js';
import { serverChecks } from './server/index.js';
import { structureChecks } from './structure/index.js';
import type { Check } from './types.js';

/** Every implemented check. A catalogue id without an entry here is reported as n/a. */
export const CHECKS: readonly Check[] = [
  ...metaChecks,
  ...qualityChecks,
  ...structureChecks,
  ...serverChecks,
  ...externalChecks,
  ...performanceChecks,
  ...securityChecks,
];

export type { Check, CheckOutcome, CheckItem } from './types.js';
