/**
 * Entry point `@rankscope/engine/diff`: comparing two reports, with no Node-only module and no zod, so
 * the web app imports it as it is (reports from files are read with parseReportJson, in
 * `@rankscope/engine/schema`).
 */
export { diffReports, ReportDiffError, type DiffErrorCode } from './diff.js';
export { failedGates, gateName, gateScore, parseGate, regressions, GATE_NAMES } from './gate.js';
export type { Gate, GateFailure, Regression } from './gate.js';
export { LAB_GOOD, LAB_NOISE, noiseBandOf, labVerdict, type NoiseBand } from './lab-tolerance.js';
export { ID_RENAMES, currentId } from './catalogue-map.js';
export type * from './types.js';
export { FIELD_TOLERANCE, type FieldChange } from './field.js';
export { renderDiffMarkdown, DIFF_COMMENT_MARKER, mdText } from '../print/diff-markdown.js';
export { renderDiffText, type DiffTextOptions } from '../print/diff-text.js';
export { signalLabel } from '../print/diff-labels.js';
