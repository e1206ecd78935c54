/**
 * One reading of the engine's variables (issue 35): the server and the CLI extend the engine's schema, so
 * the same environment gives them the same options, an old name works in both with a warning, and a bad
 * value stops both with a message naming the variable.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { labEnvOptions } from '@rankscope/engine';
import { describe, expect, it } from 'vitest';
import { readCliEnv } from '../../cli/src/env.js';
import { main } from '../../cli/src/main.js';
import { Capture } from '../../cli/src/test-support/capture.js';
import { ConfigError, loadConfig } from './config.js';
import { startupWarnings } from './startup-warnings.js';

const dataDir = (): string => mkdtempSync(join(tmpdir(), 'rankscope-env-'));

const ENVS: Record<string, string>[] = [
  {},
  {
    AI_BASE_URL: 'http://127.0.0.1:11434/v1',
    AI_MODEL: ' llama3.1',
    AI_API_KEY: 'sk-env-7Qx2',
    AI_TIMEOUT_MS: '9000',
    CRUX_API_KEY: 'crux-env-4Rt8',
    CRUX_API_URL: 'http://127.0.0.1:9/v1',
    PAGESPEED_API_KEY: 'psi-env-2Wm5',
    RANKSCOPE_LAB: 'on',
    RANKSCOPE_LAB_MIN_BENCHMARK: '500',
    CHROME_PATH: '/usr/bin/chromium',
  },
  { RANKSCOPE_LAB: 'off', CRUX_API_KEY: 'crux-only', AI_BASE_URL: '', AI_MODEL: '' },
  { LAB: 'false', PAGESPEED_API_KEY: 'psi' },
];

describe('the engine options from the environment, in the server and the CLI', () => {
  it.each(ENVS)('are the same in both for %j', (env) => {
    const server = loadConfig({ DATA_DIR: dataDir(), ...env });
    const cli = readCliEnv(env);
    expect(server.engine).toEqual(cli.engine);
    // What each side hands the engine comes from those options.
    expect(server.ai).toEqual(cli.engine.ai);
    expect(server.crux && { key: server.crux.key, baseUrl: server.crux.baseUrl }).toEqual(cli.engine.crux);
    expect(labEnvOptions(server.engine)).toEqual(labEnvOptions(cli.engine));
    expect(server.LAB).toBe(cli.engine.lab ?? true);
    expect(server.deprecations).toEqual(cli.warnings);
  });

  it('takes the old name LAB in both, each saying to use RANKSCOPE_LAB', async () => {
    const server = loadConfig({ DATA_DIR: dataDir(), LAB: 'off' });
    expect(server.LAB).toBe(false);
    expect(startupWarnings(server, 'development')).toEqual(['LAB is deprecated: use RANKSCOPE_LAB instead.']);
    expect(readCliEnv({ LAB: 'off' }).engine.lab).toBe(false);
    // The CLI says it on stderr, once, before anything else (the run then stops on the missing CA file).
    const stderr = new Capture();
    const argv = ['https://example.com/', '--ca', join(dataDir(), 'missing.pem')];
    const code = await main(argv, { stdout: new Capture(), stderr, env: { LAB: 'off' } });
    expect(code).toBe(2);
    expect(stderr.text.split('\n')[0]).toBe('rankscope: LAB is deprecated: use RANKSCOPE_LAB instead.');
  });

  it.each([
    [{ RANKSCOPE_LAB: 'maybe' }, 'RANKSCOPE_LAB must be on or off'],
    [{ LAB: 'maybe' }, 'LAB must be on or off'],
    [{ AI_TIMEOUT_MS: '50', AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'm' }, 'AI_TIMEOUT_MS must be'],
    [{ RANKSCOPE_LAB_MIN_BENCHMARK: 'fast' }, 'RANKSCOPE_LAB_MIN_BENCHMARK must be a number'],
    [{ CRUX_API_URL: 'ftp://crux.example/v1' }, 'CRUX_API_URL must be an http(s) URL'],
  ])('stops both on %j, naming the variable', async (env, message) => {
    const variable = message.split(' ')[0] ?? '';
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(`  ${variable}: ${message}`);
    const stderr = new Capture();
    const code = await main(['https://example.com/'], { stdout: new Capture(), stderr, env });
    expect(code).toBe(2);
    expect(stderr.text).toContain(`rankscope: ${message}`);
  });
});
