/** Progress stages (spec.md §3–§4): what the stream may say, and how the loading screen shows it. */
export const KNOWN_STAGES = ['initial', 'fetching', 'analyzing', 'pagespeed', 'ai', 'complete'] as const;

/** spec.md §3: any stage the client does not know means complete. */
export function normalizeStage(stage: unknown): string {
  return typeof stage === 'string' && (KNOWN_STAGES as readonly string[]).includes(stage)
    ? stage
    : 'complete';
}

const WIDTHS: Record<string, number> = { fetching: 25, analyzing: 50, pagespeed: 75, ai: 90 };

/** Progress bar width in percent; null for the initial stage, which shows no bar. */
export function stageWidth(stage: string): number | null {
  if (stage === 'initial') return null;
  return WIDTHS[stage] ?? 100;
}

/** The `audit` namespace key of a stage's text ('other' for anything unexpected). */
export function stageTextKey(stage: string): string {
  return (KNOWN_STAGES as readonly string[]).includes(stage) ? `stage.${stage}` : 'stage.other';
}
