/** Field data for the CLI: --crux-key over CRUX_API_KEY, CRUX_API_URL for the API's base (the engine's schema, shared with the server). */
import { createCruxClient, type EngineEnvOptions, type FieldSource } from '@rankscope/engine';
import { readCliEnv } from './env.js';

/** The CrUX source of this run, null without a key (the report then says field data needs one). */
export function fieldFromEnv(cliKey: string | null, env: NodeJS.ProcessEnv): FieldSource | null {
  return fieldFromOptions(readCliEnv(env, { cruxKey: cliKey }).engine);
}

/** The CrUX source the options give (--crux-key already in them). */
export function fieldFromOptions(engine: EngineEnvOptions): FieldSource | null {
  return engine.crux ? createCruxClient(engine.crux) : null;
}
