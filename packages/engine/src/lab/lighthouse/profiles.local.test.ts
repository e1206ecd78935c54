/**
 * The start-up sweep of lab profiles touches only what is ours: directories in our own profile folder that
 * carry our owner marker naming a process that is gone. It used to delete anything in the shared system
 * temporary folder whose name started with `rankscope-lh-`, files included, marker or not.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStaleProfiles,
  createProfile,
  ensureProfileRoot,
  ownerOf,
  PROFILE_PREFIX,
  profileRoot,
  writeOwner,
} from './profiles.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const p of cleanup.splice(0)) rmSync(p, { recursive: true, force: true });
});
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'rankscope-sweep-test-'));
  cleanup.push(dir);
  return dir;
};
/** A PID that ran and has exited. */
const deadPid = (): number => spawnSync('/bin/true').pid;
const old = (path: string): void => {
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(path, hourAgo, hourAgo);
};

describe('the lab profile sweep', () => {
  it('removes our marked profiles of dead owners, and leaves files, links, unmarked and live ones', () => {
    const root = ensureProfileRoot(join(scratch(), 'root'));
    const stale = createProfile(`${PROFILE_PREFIX}mobile-`, root);
    writeOwner(stale, deadPid());
    const live = createProfile(`${PROFILE_PREFIX}mobile-`, root);
    // A file with our prefix (someone's, or anything): never ours to delete.
    const file = join(root, `${PROFILE_PREFIX}notes.txt`);
    writeFileSync(file, 'keep me');
    // A directory with our prefix and no marker, an hour old (the old sweep removed those after 60 s).
    const unmarked = join(root, `${PROFILE_PREFIX}foreign`);
    mkdirSync(unmarked);
    writeFileSync(join(unmarked, 'data'), 'keep me');
    // A marker file that is not ours (a bare PID, as anyone could write).
    const foreignMarker = join(root, `${PROFILE_PREFIX}other`);
    mkdirSync(foreignMarker);
    writeFileSync(join(foreignMarker, 'rankscope-owner'), String(deadPid()));
    // A link to a directory elsewhere that does carry our marker of a dead owner.
    const elsewhere = createProfile(`${PROFILE_PREFIX}target-`, ensureProfileRoot(join(scratch(), 'other')));
    writeOwner(elsewhere, deadPid());
    const link = join(root, `${PROFILE_PREFIX}link`);
    symlinkSync(elsewhere, link);
    for (const p of [file, unmarked, foreignMarker]) old(p);

    expect(clearStaleProfiles(root)).toEqual([stale]);
    expect(existsSync(stale)).toBe(false);
    for (const p of [live, file, unmarked, join(unmarked, 'data'), foreignMarker, link, elsewhere])
      expect(existsSync(p)).toBe(true);
    expect(ownerOf(live)).toBe(process.pid);
  });

  it('keeps profiles in a folder of our own, never sweeping the system temporary folder itself', () => {
    const root = profileRoot();
    expect(root.startsWith(tmpdir())).toBe(true);
    expect(root).not.toBe(tmpdir());
    const dir = createProfile(`${PROFILE_PREFIX}test-`);
    cleanup.push(dir);
    expect(dir.startsWith(join(root, PROFILE_PREFIX))).toBe(true);
    const st = lstatSync(root);
    expect(st.isDirectory()).toBe(true);
    expect(st.mode & 0o077).toBe(0);
    // Things in the shared temporary folder with our prefix, old, even with a dead owner's marker: untouched.
    const file = join(tmpdir(), `${PROFILE_PREFIX}sweep-test-${String(process.pid)}`);
    writeFileSync(file, 'keep me');
    cleanup.push(file);
    const shared = mkdtempSync(join(tmpdir(), `${PROFILE_PREFIX}sweep-test-`));
    cleanup.push(shared);
    writeOwner(shared, deadPid());
    old(file);
    old(shared);
    clearStaleProfiles();
    expect(existsSync(file)).toBe(true);
    expect(existsSync(shared)).toBe(true);
  });

  it('refuses a profile folder that is not a private directory of ours', () => {
    const base = scratch();
    const planted = join(base, 'planted');
    writeFileSync(planted, '');
    expect(() => ensureProfileRoot(planted)).toThrow(/not a private folder/);
    const target = join(base, 'target');
    mkdirSync(target, { mode: 0o700 });
    const link = join(base, 'link');
    symlinkSync(target, link);
    expect(() => ensureProfileRoot(link)).toThrow(/not a private folder/);
    const open = join(base, 'open');
    mkdirSync(open);
    spawnSync('chmod', ['777', open]);
    expect(() => ensureProfileRoot(open)).toThrow(/not a private folder/);
  });
});
