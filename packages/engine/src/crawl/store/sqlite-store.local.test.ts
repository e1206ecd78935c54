import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaleSpillFiles, SqliteStore } from './sqlite-store.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the spill file of a killed crawl', () => {
  it('is removed by the next crawl that spills; files of running crawls are left alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'rankscope-spill-test-'));
    roots.push(root);
    const dead = deadPid();
    const left = [`rankscope-crawl-${dead}-abc-1.sqlite`, `rankscope-crawl-${dead}-abc-1.sqlite-wal`];
    for (const name of left) writeFileSync(join(root, name), 'x');
    // Another process's file that is still running (this one), and an unrelated file.
    const live = `rankscope-crawl-${process.ppid}-def-2.sqlite`;
    writeFileSync(join(root, live), 'x');
    writeFileSync(join(root, 'notes.sqlite'), 'x');

    const store = SqliteStore.temporary(root);
    const files = readdirSync(root);
    for (const name of left) expect(files).not.toContain(name);
    expect(files).toContain(live);
    expect(files).toContain('notes.sqlite');
    // Its own file carries this process's pid, so a later sweep keeps it while it runs.
    const own = files.find((f) => f.startsWith(`rankscope-crawl-${process.pid}-`));
    expect(own).toBeDefined();
    expect(clearStaleSpillFiles(root)).toEqual([]);
    store.close();
    expect(existsSync(join(root, own!))).toBe(false);
  });
});
