#!/usr/bin/env node
// Committed entry point, so npm links `rankscope` at install time. The CLI is compiled to dist/: the
// bundle (one file, fastest start) when present, else the plain tsc output.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/rankscope.mjs', import.meta.url);
const plain = new URL('../dist/bin.js', import.meta.url);
const entry = existsSync(bundle) ? bundle : existsSync(plain) ? plain : null;
if (entry === null) {
  process.stderr.write('rankscope: not built yet. Run "npm run build" in the repository root first.\n');
  process.exit(2);
}
await import(entry.href);
