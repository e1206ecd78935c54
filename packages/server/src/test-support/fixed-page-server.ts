/**
 * Test-only, run as a child process by the web app's DownloadFixedPage.local.test.tsx (jsdom cannot load the
 * server): the real server on a
 * free 127.0.0.1 port, a page it may audit on another, and a signed report of that page. Prints one JSON
 * line ({ origin, page, report, fixed }: `fixed` is what rankscope fix writes), switches the page to a
 * sign-in form on "changed" and back on "restored" (one line each on stdin), and ends when stdin closes.
 */
import { createInterface } from 'node:readline';
import { fixPage, runAudit } from '@rankscope/engine';
import { html, startTestServer } from '../../../engine/src/test-support/test-server.js';
import { signedReport, testApp, TEST_SECRET } from './index.js';

const PAGE = `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Handmade oak dining tables from our workshop | Smith Workshop</title>
</head>
<body>
<main>
<h1>Handmade oak dining tables</h1>
${'<p>Every oak dining table we sell is made by hand in our small workshop, from boards we choose ourselves and dry slowly, so the top stays flat for decades.</p>\n'.repeat(8)}
</main>
</body>
</html>
`;
const SIGN_IN =
  '<!DOCTYPE html><html lang="es"><head><title>Acceso</title></head><body><form><input type="password"></form></body></html>';

const site = await startTestServer({ '/tables': html(PAGE) });
const server = await testApp({ SESSION_SECRET: TEST_SECRET, ALLOW_PRIVATE_TARGETS: 'true' });
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const report = signedReport(await runAudit(site.url('/tables'), { allowPrivate: true, site: false }));
const { fixed } = await fixPage(site.url('/tables'), { allowPrivate: true, site: false, lab: null });
process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${port}`, report, fixed })}\n`);

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  site.route('/tables', html(line.trim() === 'changed' ? SIGN_IN : PAGE));
  process.stdout.write('ok\n');
});
lines.on('close', () => {
  void Promise.all([server.close(), site.close()]).then(() => process.exit(0));
});
