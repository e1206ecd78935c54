import { startRankscope } from '../e2e/support/rankscope.ts';
import { runAudit } from '../packages/engine/src/index.ts';
const app = await startRankscope({}, { tls: true });
for (const path of ['/', '/features', '/pricing', '/resources']) {
  const r = await runAudit(app.origin + path, { allowPrivate: true, fetch: { ca: app.ca ?? undefined } });
  console.log(path, r.seoScore, r.band);
  for (const c of r.checks.filter((c) => c.status === 'critical' || c.status === 'recommended')) console.log('  ', c.status, c.id, '-', c.message.slice(0, 160));
}
await app.close();
