/**
 * The shape the model must answer in: the JSON schema sent as `response_format` (strict structured
 * outputs), and the zod schema that checks what actually came back. Strict mode wants every property
 * required and no extras, so optional fields are nullable instead.
 */
import { z } from 'zod';
import { FixSchema, FixVariantSchema } from '../../report/schema.js';

const KINDS = FixSchema.shape.kind.options;
const LANGUAGES = FixVariantSchema.shape.language.options;

/** Caps on what we keep from a model: a runaway answer must not bloat the report. */
export const MAX_TEXT = 1200;
export const MAX_SNIPPET = 4000;
export const MAX_ITEMS = 30;

export function answerJsonSchema(failedIds: readonly string[]): Record<string, unknown> {
  // anyOf rather than a type list: the form OpenAI, Gemini and llama.cpp grammars all accept.
  const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] };
  const fix = {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'language', 'snippet', 'where', 'note'],
    properties: {
      kind: { type: 'string', enum: KINDS },
      language: { type: 'string', enum: LANGUAGES },
      snippet: { type: 'string' },
      where: { type: 'string' },
      note: nullableString,
    },
  };
  return {
    type: 'object',
    additionalProperties: false,
    required: ['suggestions'],
    properties: {
      suggestions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['checkId', 'priority', 'text', 'fix'],
          properties: {
            // The enum already steers a strict server to real ids; grounding still checks them.
            checkId: { type: 'string', enum: [...failedIds] },
            priority: { type: 'string', enum: ['high', 'medium', 'low'] },
            text: { type: 'string' },
            fix: { anyOf: [fix, { type: 'null' }] },
          },
        },
      },
    },
  };
}

const AnswerFixSchema = z.object({
  kind: z.enum(KINDS),
  language: z.enum(LANGUAGES),
  snippet: z.string().trim().min(1).max(MAX_SNIPPET),
  where: z.string().trim().min(1).max(300),
  note: z.string().trim().max(600).nullish(),
});

export const AnswerItemSchema = z.object({
  checkId: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  text: z.string().trim().min(1).max(MAX_TEXT),
  fix: AnswerFixSchema.nullish(),
});
export type AnswerItem = z.infer<typeof AnswerItemSchema>;

/**
 * The items of an answer that have the right shape; null when the answer is not JSON with a
 * `suggestions` array at all. A malformed item is dropped alone, so one bad item does not cost the rest.
 */
export function parseAnswer(content: string | null | undefined): AnswerItem[] | null {
  if (!content) return null;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const root = z.object({ suggestions: z.array(z.unknown()) }).safeParse(json);
  if (!root.success) return null;
  const items: AnswerItem[] = [];
  for (const raw of root.data.suggestions.slice(0, MAX_ITEMS)) {
    const item = AnswerItemSchema.safeParse(raw);
    if (item.success) items.push(item.data);
  }
  return items;
}
