/**
 * `--state` files that cannot be used — not SQLite, cut short, a directory, another site's or version's,
 * rows edited out of line, a trigger planted in the file — give one line on stderr and exit code 2
 * (never a stack trace, never exit 1, which means a failed gate), nothing of them is reported, no SQL
 * stored in them runs, and a file that is not a crawl state is never deleted.
 */
import { createRequire } from 'node:module';
import { copyFile, mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { runCli } from './test-support/run-cli.js';

const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

/** /pN links to five pages further down: a site as large as the crawl budget. */
const pageOf = (n: number): string =>
  `<!DOCTYPE html><html lang="en"><head><title>Page ${n} of the oak workshop</title></head><body>` +
  `<h1>Page ${n}</h1><p>Oak tables made by hand, page ${n}.</p>` +
  Array.from({ length: 5 }, (_, i) => `<a href="/p${n * 5 + i + 1}">page ${n * 5 + i + 1}</a>`).join('') +
  '</body></html>';

let site: TestServer;
let dir: string;
/** A finished crawl's state of 10 pages (copied for each case). */
let good: string;

beforeAll(async () => {
  site = await startTestServer(
    {},
    {
      fallback: (req, res) => {
        const n = Number(/^\/p(\d+)$/.exec(req.url ?? '')?.[1] ?? 0);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(pageOf(n));
      },
    },
  );
  dir = await mkdtemp(join(tmpdir(), 'rankscope-state-'));
  good = join(dir, 'good.sqlite');
  const first = await crawl(good, false);
  expect(first.code).toBe(0);
});
afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

function crawl(state: string, resume = true, url = site.url('/'), budget = '10') {
  return runCli([
    url,
    '--crawl',
    budget,
    '--no-site',
    '--format',
    'json',
    '--state',
    state,
    ...(resume ? ['--resume'] : []),
  ]);
}

/** A copy of the good state, changed by `edit` (SQL on the file). */
async function edited(name: string, edit: (db: BetterSqlite3.Database) => void): Promise<string> {
  const file = join(dir, name);
  await copyFile(good, file);
  const db = new Database(file);
  edit(db);
  db.close();
  return file;
}

function expectRefused(r: { code: number; stdout: string; stderr: string }, reason: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^rankscope: --state .* cannot be used: /);
  expect(lines[0]).toMatch(reason);
}

describe('--state files that cannot be used', () => {
  it('a file that is not SQLite: refused, with or without --resume, and left as it was', async () => {
    const report = join(dir, 'report.json');
    await writeFile(report, '{"not":"a crawl state"}');
    expectRefused(await crawl(report), /not SQLite/);
    expectRefused(await crawl(report, false), /not SQLite/);
    expect(await readFile(report, 'utf8')).toBe('{"not":"a crawl state"}');
  });

  it('a directory', async () => {
    const folder = join(dir, 'folder.sqlite');
    await mkdir(folder);
    expectRefused(await crawl(folder), /directory/);
    expectRefused(await crawl(folder, false), /directory/);
  });

  it('a state file cut short', async () => {
    const cut = join(dir, 'cut.sqlite');
    await copyFile(good, cut);
    await truncate(cut, 6000);
    expectRefused(await crawl(cut), /malformed|damaged|not a database/);
  });

  it("another site's state, another version's", async () => {
    const other = await edited('other.sqlite', () => undefined);
    expectRefused(await crawl(other, true, site.url('/p1')), /holds the crawl of .*, not of /);
    const old = await edited('old.sqlite', (db) =>
      db.prepare("UPDATE meta SET value = '0' WHERE key = 'version'").run(),
    );
    expectRefused(await crawl(old), /cannot resume/);
    // A start URL with an escape sequence: quoted on stderr without it.
    const escaped = await edited('escaped.sqlite', (db) =>
      db
        .prepare("UPDATE meta SET value = json_set(value, '$.startUrl', ?) WHERE key = 'run'")
        .run('http://evil.example/\u001b[2J'),
    );
    const quoted = await crawl(escaped);
    expectRefused(quoted, /holds the crawl of http:\/\/evil\.example\/\[2J, not of /);
    expect(quoted.stderr).not.toContain('\u001b');
    const garbled = await edited('garbled.sqlite', (db) =>
      db.prepare("UPDATE meta SET value = '{' WHERE key = 'run'").run(),
    );
    expectRefused(await crawl(garbled), /saved run is not readable/);
  });

  it('rows edited beyond the budget or out of line are not trusted', async () => {
    // The counters raised past the budget (101 pages for --crawl 10).
    const raised = await edited('raised.sqlite', (db) =>
      db.prepare("UPDATE meta SET value = json_set(value, '$.pagesStarted', 101) WHERE key = 'run'").run(),
    );
    expectRefused(await crawl(raised), /more pages than --crawl 10/);
    // Page rows copied: more pages than the run started.
    const copied = await edited('copied.sqlite', (db) =>
      db.prepare('INSERT INTO pages (id, data) SELECT id, data FROM pages').run(),
    );
    expectRefused(await crawl(copied), /more pages than its run started/);
    // A page of another site slipped in.
    const foreign = await edited('foreign.sqlite', (db) =>
      db
        .prepare("UPDATE pages SET data = json_set(data, '$.url', 'https://evil.example/') WHERE seq = 2")
        .run(),
    );
    expectRefused(await crawl(foreign), /page row \d+ does not belong to this crawl/);
    // A page row that is not JSON.
    const broken = await edited('broken.sqlite', (db) =>
      db.prepare("UPDATE pages SET data = '{' WHERE seq = 3").run(),
    );
    expectRefused(await crawl(broken), /cannot be used/);
    // A frontier URL that is not a web address.
    const scheme = await edited('scheme.sqlite', (db) =>
      db.prepare("UPDATE urls SET url = 'file:///etc/passwd' WHERE id = 3").run(),
    );
    expectRefused(await crawl(scheme), /frontier row 3 is not valid/);
  });

  it('a trigger planted in the file is refused and never runs', async () => {
    const trapped = await edited('trigger.sqlite', (db) =>
      db.exec(`CREATE TRIGGER planted AFTER INSERT ON urls BEGIN
        INSERT OR REPLACE INTO meta (key, value) VALUES ('planted', 'ran');
      END;
      UPDATE meta SET value = json_set(value, '$.limitHit', json('false')) WHERE key = 'run';`),
    );
    expectRefused(await crawl(trapped, true, site.url('/'), '30'), /trigger "planted"/);
    expectRefused(await crawl(trapped, false, site.url('/'), '30'), /trigger "planted"/);
    const db = new Database(trapped, { readonly: true });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'planted'").get()).toBeUndefined();
    db.close();
  });

  it('the untouched state still resumes', async () => {
    const copy = await edited('copy.sqlite', () => undefined);
    const r = await crawl(copy);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).crawl.pages.length).toBeGreaterThanOrEqual(10);
  });
});
