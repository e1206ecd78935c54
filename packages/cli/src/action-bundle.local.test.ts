/**
 * The GitHub Action runs the CLI from its committed bundle (action/dist, built by
 * `node scripts/bundle-cli.js --action`). Rebuilt here in memory from the current sources: the committed
 * files must be exactly these, or the Action would ship an older CLI than the repository's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { actionBundleOptions } from '../../../scripts/bundle-options.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('action/dist', () => {
  it('is the bundle of the current sources (else run: node scripts/bundle-cli.js --action)', async () => {
    const result = await build({ ...actionBundleOptions(root), write: false });
    const built = new Map(result.outputFiles.map((f) => [basename(f.path), f.text]));
    const committed = readdirSync(join(root, 'action/dist')).sort();
    expect(committed).toEqual([...built.keys()].sort());
    for (const [name, text] of built) {
      expect(readFileSync(join(root, 'action/dist', name), 'utf8') === text, `action/dist/${name}`).toBe(
        true,
      );
    }
  }, 60_000);
});
