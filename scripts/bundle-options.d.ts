import type { BuildOptions, Plugin } from 'esbuild';

export function cliBundleOptions(root: string): BuildOptions;
export function engineSources(root: string): Plugin;
export function actionBundleOptions(root: string): BuildOptions;
export function testWorkerBundleOptions(root: string, outdir: string): BuildOptions;
