/** Report types (from the zod schema, erased at run time) and the progress stages. */
import type { z } from 'zod';
import type {
  CheckStatusSchema,
  FixEditSchema,
  FixSchema,
  ReportCheckSchema,
  ReportSchema,
  RichResultSchema,
  SignalsSchema,
  SuggestionSchema,
  TextRefSchema,
} from './schema.js';

export type CheckStatus = z.infer<typeof CheckStatusSchema>;
export type ReportCheck = z.infer<typeof ReportCheckSchema>;
export type Report = z.infer<typeof ReportSchema>;
export type Fix = z.infer<typeof FixSchema>;
export type FixEdit = z.infer<typeof FixEditSchema>;
export type ReportSuggestion = z.infer<typeof SuggestionSchema>;
export type ReportSignals = z.infer<typeof SignalsSchema>;
export type TextRef = z.infer<typeof TextRefSchema>;
export type ReportRichResult = z.infer<typeof RichResultSchema>;

export const PROGRESS_STAGES = ['initial', 'fetching', 'analyzing', 'pagespeed', 'ai', 'complete'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];
export interface ProgressEvent {
  stage: ProgressStage;
  message: string;
  /** What the stage is waiting for, when it takes long (e.g. "Waiting for example.com to answer (20 s so far)..."). */
  detail?: string;
}
