import { readFileSync } from 'node:fs';
import { pageFromHtml } from '../packages/engine/src/test-support/index.ts';
const html = readFileSync('packages/web/dist/index.html', 'utf8');
const page = pageFromHtml(html, 'https://x.test/');
const a = (page as any).anchors;
console.log(a.length, JSON.stringify(a.filter((l: any) => !l.name || !String(l.name).trim()), null, 1).slice(0, 1500));
