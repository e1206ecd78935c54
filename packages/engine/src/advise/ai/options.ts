/** How to reach an OpenAI-compatible model (server: AI_* variables; CLI: the same, plus --ai/--no-ai). */
export interface AiOptions {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama). */
  baseURL: string;
  /** Sent only as the Authorization header to baseURL; empty for servers that need none. */
  apiKey: string;
  model: string;
  /** The whole model step, the one retry included (default 20 s); then the built-in fixes are used. */
  timeoutMs?: number;
}

export const DEFAULT_AI_TIMEOUT_MS = 20_000;
