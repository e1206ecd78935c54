/** The engine's variables read once: aliases, empty values, errors naming the variable, options built from them. */
import { describe, expect, it } from 'vitest';
import { EngineEnvSchema, EnvError, engineOptionsFromEnv, labEnvOptions, readEnv } from './env.js';

describe('the engine options from the environment', () => {
  it('reads every setting by its one name', () => {
    const { options, warnings } = engineOptionsFromEnv({
      AI_BASE_URL: ' https://api.openai.com/v1 ',
      AI_MODEL: 'gpt-4o-mini ',
      AI_API_KEY: ' sk-1 ',
      AI_TIMEOUT_MS: '5000',
      CRUX_API_KEY: 'crux-1',
      CRUX_API_URL: 'http://127.0.0.1:9/v1',
      PAGESPEED_API_KEY: 'psi-1',
      RANKSCOPE_LAB: 'OFF',
      RANKSCOPE_LAB_MIN_BENCHMARK: '600',
      CHROME_PATH: '/usr/bin/chromium',
    });
    expect(warnings).toEqual([]);
    expect(options).toEqual({
      ai: { baseURL: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-1', timeoutMs: 5000 },
      crux: { key: 'crux-1', baseUrl: 'http://127.0.0.1:9/v1' },
      lab: false,
      pagespeedKey: 'psi-1',
      minBenchmarkIndex: 600,
      chromePath: '/usr/bin/chromium',
    });
    expect(labEnvOptions(options)).toEqual({
      chromePath: '/usr/bin/chromium',
      psi: { key: 'psi-1' },
      minBenchmarkIndex: 600,
    });
  });

  it('gives nothing for unset or empty variables', () => {
    const empty = { AI_BASE_URL: '', AI_MODEL: ' ', CRUX_API_URL: '', RANKSCOPE_LAB: '', CHROME_PATH: '' };
    for (const env of [{}, empty]) {
      expect(engineOptionsFromEnv(env).options).toEqual({
        ai: null,
        crux: null,
        lab: null,
        pagespeedKey: null,
        minBenchmarkIndex: null,
        chromePath: null,
      });
    }
  });

  it('takes the old name LAB with a warning naming RANKSCOPE_LAB, and ignores it beside the new one', () => {
    const old = engineOptionsFromEnv({ LAB: 'off' });
    expect(old.options.lab).toBe(false);
    expect(old.warnings).toEqual(['LAB is deprecated: use RANKSCOPE_LAB instead.']);
    const both = engineOptionsFromEnv({ LAB: 'off', RANKSCOPE_LAB: 'on' });
    expect(both.options.lab).toBe(true);
    expect(both.warnings).toEqual(['LAB is deprecated and ignored: RANKSCOPE_LAB is set too.']);
  });

  it.each([
    [{ AI_BASE_URL: 'file:///etc', AI_MODEL: 'm' }, 'AI_BASE_URL', 'AI_BASE_URL must be an http(s) URL'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS', 'AI_TIMEOUT_MS must be a whole number'],
    [{ AI_TIMEOUT_MS: '50' }, 'AI_TIMEOUT_MS', 'from 1000 to 60000'],
    [{ CRUX_API_URL: 'ftp://crux.example/v1' }, 'CRUX_API_URL', 'CRUX_API_URL must be an http(s) URL'],
    [{ RANKSCOPE_LAB: 'maybe' }, 'RANKSCOPE_LAB', 'RANKSCOPE_LAB must be on or off'],
    [{ LAB: 'maybe' }, 'LAB', 'LAB must be on or off'],
    [{ RANKSCOPE_LAB_MIN_BENCHMARK: '-1' }, 'RANKSCOPE_LAB_MIN_BENCHMARK', 'must be a number of 0 or more'],
    [{ RANKSCOPE_LAB_MIN_BENCHMARK: 'fast' }, 'RANKSCOPE_LAB_MIN_BENCHMARK', 'must be a number of 0 or more'],
  ])('refuses %j, naming %s', (env, variable, message) => {
    const read = readEnv(EngineEnvSchema, env);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([{ variable, message: expect.stringContaining(message) as string }]);
    // The message itself names the variable as it was set (LAB, not RANKSCOPE_LAB).
    expect(read.problems[0]?.message.startsWith(`${variable} `)).toBe(true);
  });

  it('refuses half a model configuration, naming the missing variable', () => {
    const half = (env: Record<string, string>): unknown => {
      try {
        return engineOptionsFromEnv(env);
      } catch (err) {
        return err instanceof EnvError ? err.problems : err;
      }
    };
    const message = 'AI_BASE_URL and AI_MODEL must be set together';
    expect(half({ AI_MODEL: 'm' })).toEqual([{ variable: 'AI_BASE_URL', message }]);
    expect(half({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([{ variable: 'AI_MODEL', message }]);
  });
});
