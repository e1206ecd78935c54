/** Entry point `@rankscope/engine/schema`: the zod schema of the Report, for validating reports. */
export * from './report/schema.js';
export { parseReportJson } from './diff/validate.js';
