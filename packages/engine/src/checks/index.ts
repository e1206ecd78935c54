import { externalChecks } from './external/index.js';
import { metaChecks } from './meta/index.js';
import { performanceChecks } from './performance/index.js';
import { qualityChecks } from './quality/index.js';
import { securityChecks } from './security/index.js';
import { serverChecks } from './server/index.js';
import { structureChecks } from './structure/index.js';
import type { Check } from './types.js';
import { structuredDataFix } from '../fix/structured-data.js';

/**
 * The four schema-* checks get their writer here, not in their own files, only while those files are
 * rewritten as summaries of the rich-result rules (issue 35 §3): the `fix:` line then moves into each.
 */
const SCHEMA_FIXED: ReadonlySet<string> = new Set([
  'schema-organization',
  'schema-website',
  'schema-article',
  'schema-breadcrumb',
]);
const withSchemaFix = (c: Check): Check =>
  SCHEMA_FIXED.has(c.id) && !c.fix ? { ...c, fix: structuredDataFix } : c;

/** Every implemented check. A catalogue id without an entry here is reported as n/a. */
export const CHECKS: readonly Check[] = [
  ...metaChecks,
  ...qualityChecks,
  ...structureChecks,
  ...serverChecks,
  ...externalChecks.map(withSchemaFix),
  ...performanceChecks,
  ...securityChecks,
];

export type { Check, CheckOutcome, CheckItem } from './types.js';
