/**
 * The GitHub Action (action.yml at the repository root), run here the way the runner runs it: each step's
 * own bash script, with the env the step declares (its ${{ }} expressions evaluated as GitHub would),
 * GITHUB_OUTPUT between steps, against a "production" and a "preview" fixture site and a local server
 * that speaks the GitHub REST API's issue-comment endpoints. Not run: actions/setup-node (this is Node
 * 20 already) and the lab's npm install (the lab is off here). The CLI is the committed bundle in
 * action/dist, as the runner would run it; action-bundle.local.test.ts checks that it matches the sources.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import { html, type TestServer } from '../../engine/src/test-support/test-server.js';
import {
  receivedHeaderText,
  SECRETS,
  SESSION,
  startProtectedSite,
} from '../../engine/src/test-support/protected-site.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const actionYml = readFileSync(join(root, 'action.yml'), 'utf8');

interface Step {
  name: string;
  id?: string;
  if?: string;
  uses?: string;
  env: Record<string, string>;
  run?: string;
}

/** Reads action.yml's inputs (with defaults) and steps; the file keeps to this plain layout on purpose. */
function parseAction(text: string): { defaults: Record<string, string>; steps: Step[] } {
  const lines = text.split('\n');
  const defaults: Record<string, string> = {};
  let input: string | null = null;
  const inputsEnd = lines.indexOf('outputs:');
  for (const line of lines.slice(lines.indexOf('inputs:') + 1, inputsEnd)) {
    const name = /^ {2}([\w-]+):$/.exec(line);
    if (name) input = name[1] as string;
    const value = /^ {4}default: (.*)$/.exec(line);
    if (value && input) defaults[input] = (value[1] as string).replace(/^'(.*)'$/, '$1');
  }
  const steps: Step[] = [];
  let step: Step | null = null;
  let block: 'env' | 'run' | null = null;
  for (const line of lines.slice(lines.indexOf('  steps:') + 1)) {
    const start = /^ {4}- (\w+): (.*)$/.exec(line);
    if (start) {
      step = { name: '', env: {} };
      steps.push(step);
      block = null;
    }
    if (!step) continue;
    const field = start ? [line, start[1], start[2]] : /^ {6}([\w-]+): ?(.*)$/.exec(line);
    if (field) {
      const [, key, value] = field as [string, string, string];
      block = key === 'env' ? 'env' : key === 'run' && value === '|' ? 'run' : null;
      if (key === 'run' && value !== '|') step.run = value;
      if (key === 'run' && value === '|') step.run = '';
      if (key === 'name' || key === 'id' || key === 'if' || key === 'uses') step[key] = value;
      continue;
    }
    if (block === 'env') {
      const kv = /^ {8}(\w+): (.*)$/.exec(line);
      if (kv) step.env[kv[1] as string] = kv[2] as string;
    } else if (block === 'run' && (line.startsWith('        ') || line.trim() === '')) {
      step.run += `${line.slice(8)}\n`;
    }
  }
  return { defaults, steps };
}

/** A server speaking GitHub's issue-comment endpoints for one pull request (#7 of acme/shop). */
interface FakeGitHub {
  url: string;
  comments: Array<{ id: number; body: string; user: { login: string } }>;
  calls: string[];
  close(): Promise<void>;
}

/** A token GitHub gives a pull request from a fork: it reads comments but may not write them. */
const READ_ONLY = 'ghs_read_only';

async function startGitHub(token: string): Promise<FakeGitHub> {
  const comments = [
    { id: 1, body: 'Looks good to me', user: { login: 'ada' } },
    // Someone else's comment carrying the marker: never the one the Action edits.
    { id: 2, body: '<!-- rankscope-comparison -->\nAll good, merge it', user: { login: 'mallory' } },
  ];
  const calls: string[] = [];
  const body = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push(`${req.method} ${url.pathname}`);
      const send = (status: number, data: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
      };
      const readOnly = req.headers.authorization === `Bearer ${READ_ONLY}`;
      if (req.headers.authorization !== `Bearer ${token}` && !readOnly) {
        return send(401, { message: 'Bad credentials' });
      }
      // The workflow's GITHUB_TOKEN is an installation token: it cannot read /user, and writes as the bot.
      if (req.method === 'GET' && url.pathname === '/user')
        return send(403, { message: 'Resource not accessible by integration' });
      if (req.method === 'GET' && url.pathname === '/repos/acme/shop/issues/7/comments') {
        const per = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        return send(200, comments.slice((page - 1) * per, page * per));
      }
      if (readOnly) return send(403, { message: 'Resource not accessible by integration' });
      if (req.method === 'POST' && url.pathname === '/repos/acme/shop/issues/7/comments') {
        const comment = {
          id: comments.length + 100,
          body: (JSON.parse(await body(req)) as { body: string }).body,
          user: { login: 'github-actions[bot]' },
        };
        comments.push(comment);
        return send(201, comment);
      }
      const patch = /^\/repos\/acme\/shop\/issues\/comments\/(\d+)$/.exec(url.pathname);
      const found = patch && comments.find((c) => c.id === Number(patch[1]));
      if (req.method === 'PATCH' && found) {
        found.body = (JSON.parse(await body(req)) as { body: string }).body;
        return send(200, found);
      }
      send(404, { message: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    comments,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const TOKEN = 'ghs_test_token';
// github.action_path: the repository itself, with the committed bundle in action/dist.
const actionPath = root;
let production: TestServer;
let preview: TestServer;
let github: FakeGitHub;
let temp: string;

beforeAll(async () => {
  production = await startFixtureSite();
  preview = await startFixtureSite();
  github = await startGitHub(TOKEN);
  temp = mkdtempSync(join(tmpdir(), 'rankscope-action-'));
}, 60_000);
afterAll(async () => {
  await Promise.all([production.close(), preview.close(), github.close()]);
});

interface Run {
  /** Exit code of each step that ran, by name. */
  codes: Record<string, number>;
  outputs: Record<string, Record<string, string>>;
  stdout: string;
  stderr: string;
}

/** Runs action.yml's steps for a pull_request event (#7), or another event without one, with these inputs. */
async function runAction(inputs: Record<string, string>, event = { pullRequest: '7' }): Promise<Run> {
  const { defaults, steps } = parseAction(actionYml);
  const outputs: Record<string, Record<string, string>> = {};
  let values: Record<string, string> = {};
  const codes: Record<string, number> = {};
  let stdout = '';
  let stderr = '';
  const evaluate = (text: string): string =>
    text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
      if (expr === 'github.action_path') return actionPath;
      if (expr === 'runner.temp') return temp;
      if (expr === 'github.token') return TOKEN;
      if (expr === 'github.event.pull_request.number') return event.pullRequest;
      const input = /^inputs\.([\w-]+)$/.exec(expr);
      if (input) return values[input[1] as string] ?? '';
      const output = /^steps\.(\w+)\.outputs\.([\w-]+)$/.exec(expr);
      if (output) return outputs[output[1] as string]?.[output[2] as string] ?? '';
      throw new Error(`action.yml uses an expression this test does not evaluate: ${expr}`);
    });
  // Defaults may be expressions (github-token, pr-number).
  const defaultValues = Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, evaluate(v)]));
  values = { ...defaultValues, 'github-token': TOKEN, ...inputs };
  const conditions: Record<string, () => boolean> = {
    "inputs.comment == 'true' && inputs.pr-number != ''": () =>
      values.comment === 'true' && values['pr-number'] !== '',
    "inputs.lab == 'true'": () => values.lab === 'true',
  };
  for (const step of steps) {
    if (step.uses) continue;
    const condition = step.if === undefined ? () => true : conditions[step.if];
    if (!condition) throw new Error(`action.yml has a condition this test does not evaluate: ${step.if}`);
    if (!condition()) continue;
    const outputFile = join(temp, `output-${step.id ?? 'x'}`);
    writeFileSync(outputFile, '');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/shop',
      RUNNER_TEMP: temp,
      RANKSCOPE_LAB: 'off',
      ...Object.fromEntries(Object.entries(step.env).map(([k, v]) => [k, evaluate(v)])),
    };
    const code = await new Promise<number>((resolve) => {
      const child = execFile('bash', ['-c', step.run ?? ''], { env, timeout: 60_000 }, (err) => {
        resolve(err ? (typeof err.code === 'number' ? err.code : 1) : 0);
      });
      child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    });
    codes[step.name] = code;
    if (step.id) {
      outputs[step.id] = Object.fromEntries(
        readFileSync(outputFile, 'utf8')
          .split('\n')
          .filter((l) => l.includes('='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
    }
    if (code !== 0) break;
  }
  return { codes, outputs, stdout, stderr };
}

const good = readFileSync(join(root, 'packages/engine/src/test-support/fixtures/good.html'), 'utf8');

describe('action.yml, run step by step', () => {
  it('comments once per pull request, updates that comment, and fails only on the chosen gate', async () => {
    // The preview shipped a staging noindex.
    preview.route(
      '/tables',
      html(
        good
          .replaceAll('{{origin}}', preview.origin)
          .replace('<head>', '<head><meta name="robots" content="noindex">'),
      ),
    );
    const first = await runAction({ url: preview.url('/tables'), 'baseline-url': production.url('/tables') });
    expect(first.stderr).not.toContain('set baseline-url');
    expect(first.outputs.compare?.['exit-code']).toBe('1');
    expect(first.codes['Comment on the pull request']).toBe(0);
    expect(first.codes.Gate).toBe(1);
    expect(github.comments).toHaveLength(3);
    const comment = github.comments[2]?.body ?? '';
    expect(comment.startsWith('<!-- rankscope-comparison -->')).toBe(true);
    expect(comment).toContain('Robots meta noindex');
    expect(comment).toContain('pages are matched by path');
    expect(readFileSync(join(temp, 'summary.md'), 'utf8')).toContain('Robots meta noindex');

    // The same pull request again, with a gate that lets it pass: the comment is updated, not repeated.
    const second = await runAction({
      url: preview.url('/tables'),
      'baseline-url': production.url('/tables'),
      'fail-on': 'score-drop:60',
      lang: 'fr',
    });
    expect(second.codes, second.stderr).toMatchObject({ Gate: 0 });
    expect(github.comments).toHaveLength(3);
    expect(github.comments[2]?.body).toContain('Nouveaux problèmes');
    // The other user's comment with the marker was left alone both times.
    expect(github.comments[1]?.body).toBe('<!-- rankscope-comparison -->\nAll good, merge it');
    expect(github.calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(1);
    expect(github.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);

    // A stored baseline: the report this run saved; the fixed preview compares clean against it.
    const stored = second.outputs.compare?.report ?? '';
    preview.route('/tables', html(good.replaceAll('{{origin}}', preview.origin)));
    const third = await runAction({
      url: preview.url('/tables'),
      'baseline-report': stored,
      comment: 'false',
    });
    expect(third.outputs.compare?.['exit-code']).toBe('0');
    expect(third.codes.Gate).toBe(0);
    expect(third.codes['Comment on the pull request']).toBeUndefined();
    expect(readFileSync(third.outputs.compare?.comparison ?? '', 'utf8')).toContain(
      '✅ **Robots meta noindex**',
    );
  }, 120_000);

  it('on another trigger comments on pr-number only; from a fork (read-only token) it warns and the gate decides', async () => {
    // deployment_status: no pull_request in the event, so no comment unless pr-number names one.
    const noEvent = { pullRequest: '' };
    const before = github.calls.length;
    const bodies = github.comments.map((c) => c.body);
    const deployed = await runAction(
      {
        url: preview.url('/tables'),
        'baseline-url': production.url('/tables'),
        'fail-on': 'none',
        crawl: '3',
      },
      noEvent,
    );
    expect(deployed.codes['Comment on the pull request']).toBeUndefined();
    expect(github.calls.length).toBe(before);
    // The crawl ran in the bundle's worker threads: the comparison has the site section.
    expect(readFileSync(deployed.outputs.compare?.comparison ?? '', 'utf8')).toContain('Site crawl');

    // pr-number given, with the read-only token of a pull request from a fork: the comment cannot be
    // written, the step warns, and the job's result is the gate's.
    const fork = await runAction(
      {
        url: preview.url('/tables'),
        'baseline-report': deployed.outputs.compare?.report ?? '',
        'fail-on': 'none',
        crawl: '3',
        'pr-number': '7',
        'github-token': READ_ONLY,
      },
      noEvent,
    );
    expect(github.calls.slice(before)).toContain('GET /repos/acme/shop/issues/7/comments');
    expect(fork.codes['Comment on the pull request']).toBe(0);
    expect(fork.stderr).toContain('The requested URL returned error: 403');
    expect(fork.stdout).toContain('::warning title=Rankscope::Could not comment on the pull request');
    expect(github.comments.map((c) => c.body)).toEqual(bodies);
    expect(fork.codes.Gate).toBe(0);
  }, 120_000);

  it('stops with exit 2 and no comment when the baseline cannot be read', async () => {
    const bogus = join(temp, 'bogus.json');
    writeFileSync(bogus, '{"truncated": ');
    const before = github.calls.length;
    const run = await runAction({ url: preview.url('/tables'), 'baseline-report': bogus });
    expect(run.codes['Audit and compare']).toBe(2);
    expect(run.stderr).toContain('is cut short');
    expect(run.codes['Comment on the pull request']).toBeUndefined();
    expect(github.calls.length).toBe(before);
  }, 60_000);

  it('audits a preview behind a login from secrets: masked in the log, kept from the baseline and the comment', async () => {
    const site = await startProtectedSite();
    try {
      const bodies = github.comments.map((c) => c.body);
      const before = production.requests.length;
      const run = await runAction({
        url: site.site.url('/'),
        'baseline-url': production.url('/'),
        'fail-on': 'none',
        headers: `${SECRETS.header.name}: ${SECRETS.header.value}\n`,
        cookies: `${SECRETS.cookie.name}=${SECRETS.cookie.value}`,
        'basic-auth': `${SECRETS.basic.username}:${SECRETS.basic.password}`,
      });
      expect(run.codes, run.stderr).toMatchObject({ Credentials: 0, 'Audit and compare': 0, Gate: 0 });
      // The preview was audited, not its sign-in answer: every page behind the login was reached.
      expect(site.refused).toEqual([]);
      const report = readFileSync(run.outputs.compare?.report ?? '', 'utf8');
      expect(JSON.parse(report)).toMatchObject({ url: site.site.url('/'), title: 'Home' });
      const pair = `${SECRETS.basic.username}:${SECRETS.basic.password}`;
      const secrets = [SECRETS.header.value, SECRETS.cookie.value, SECRETS.basic.password, SESSION];
      // The runner hides masked values; the log shows them only in its ::add-mask:: commands.
      const masks = run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
      expect(masks).toEqual(
        expect.arrayContaining([
          `::add-mask::${SECRETS.header.value}`,
          `::add-mask::${SECRETS.cookie.value}`,
          `::add-mask::${SECRETS.basic.password}`,
          `::add-mask::${Buffer.from(pair).toString('base64')}`,
        ]),
      );
      const log = run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      const written = [
        log,
        run.stderr,
        report,
        readFileSync(run.outputs.compare?.comparison ?? '', 'utf8'),
        readFileSync(join(temp, 'summary.md'), 'utf8'),
        ...github.comments.map((c) => c.body),
      ].join('\n');
      for (const secret of secrets) expect(written).not.toContain(secret);
      // Production (the baseline) got none of the preview's credentials.
      expect(production.requests.length).toBeGreaterThan(before);
      for (const secret of secrets) expect(receivedHeaderText(production)).not.toContain(secret);
      expect(github.comments.map((c) => c.body)).not.toEqual(bodies);
    } finally {
      await site.close();
    }
  }, 120_000);
});
