// Build step 3 of 4 (after `vite build` and the SSR build; precompress.js follows): writes the prerendered pages into dist/.
// Each indexed route gets its own index.html with the page's HTML and head tags; 404.html is the
// not-found page; shared.html is the shell of /r/:id, report.html of /report and monitors.html of /monitors/*
// (noindex, empty root: the browser renders them).
// %RANKSCOPE_ORIGIN% stays in the output: the server fills in its public origin per request.
// Any route that renders no content fails the build (exit 1), so an empty page never ships.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const HTML_MARK = '<!--app-html-->';
const HEAD_MARK = '<!--app-head-->';

/** Where each page goes; `url` is the location rendered (any unknown path renders the not-found page). */
const PAGES = [
  { url: '/', page: 'home', file: 'index.html' },
  { url: '/features', page: 'features', file: 'features/index.html' },
  { url: '/pricing', page: 'pricing', file: 'pricing/index.html' },
  { url: '/resources', page: 'resources', file: 'resources/index.html' },
  { url: '/__rankscope-not-found__', page: 'notFound', file: '404.html' },
];

function fail(message) {
  process.stderr.write(`prerender: ${message}\n`);
  process.exit(1);
}

/** The text inside the element with id="main", tags removed: what a reader (or a crawler) sees there. */
function mainText(html) {
  const open = /<(\w+)\b[^>]*\bid="main"[^>]*>/.exec(html);
  if (!open) return html.replace(/<[^>]*>/g, ' ').trim();
  const tag = new RegExp(`<(/?)${open[1]}\\b[^>]*>`, 'g');
  tag.lastIndex = open.index + open[0].length;
  let depth = 1;
  let end = html.length;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      end = m.index;
      break;
    }
  }
  return html
    .slice(open.index + open[0].length, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const template = await readFile(join(dist, 'index.html'), 'utf8').catch(() =>
  fail('dist/index.html is missing: run `vite build` first.'),
);
if (!template.includes(HTML_MARK) || !template.includes(HEAD_MARK)) {
  fail(
    `dist/index.html has no ${HTML_MARK} / ${HEAD_MARK}: it is already prerendered; run \`vite build\` again.`,
  );
}

const entry = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
const { render, renderHead } = await import(entry).catch((err) =>
  fail(
    `cannot load dist-ssr/entry-server.js (run \`vite build --ssr src/entry-server.tsx --outDir dist-ssr\`): ${err}`,
  ),
);

const fill = (head, html) => template.replace(HEAD_MARK, () => head).replace(HTML_MARK, () => html);
const outputs = [];
for (const { url, page, file } of PAGES) {
  let rendered;
  try {
    rendered = await render(url, page);
  } catch (err) {
    fail(`${url} failed to render: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
  if (!rendered.html.trim() || !rendered.head.includes('<title>')) fail(`${url} rendered nothing.`);
  // The CSP runs no inline script: content that needs one to appear would stay hidden.
  if (/<script(?![^>]*\bsrc=)/i.test(rendered.html) || rendered.html.includes('<template id="B:')) {
    fail(`${url} rendered content out of place (an inline script or a pending Suspense boundary).`);
  }
  if (mainText(rendered.html).length === 0) {
    fail(`${url} (${page}) rendered an empty main region: its page component returned nothing.`);
  }
  outputs.push({ file, text: fill(rendered.head, rendered.html) });
}
outputs.push({ file: 'shared.html', text: fill(await renderHead('shared'), '') });
// /report's shell: the report lives in the visitor's browser (IndexedDB), so there is nothing to prerender.
outputs.push({ file: 'report.html', text: fill(await renderHead('report'), '') });
// The monitoring screens' shell (issue 24): a signed-in user's own data, rendered in the browser.
outputs.push({ file: 'monitors.html', text: fill(await renderHead('monitors'), '') });

for (const { file, text } of outputs) {
  const path = join(dist, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  process.stdout.write(`prerender: dist/${file} (${Buffer.byteLength(text)} bytes)\n`);
}
