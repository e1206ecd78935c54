/**
 * The generic webhook channel: an alert as the webhook's JSON (issue 24's contract): type, monitor, run (times in ISO 8601),
 * the changes and a Markdown rendering of the whole message in the monitor's language (outside text
 * escaped), posted with a Standard Webhooks signature (`webhook-id` = the run's idempotency key).
 */
import type { Lang } from '@rankscope/engine';
import type { MonitorAlert, MonitorChange } from '../../monitors/types.js';
import { alertContent, type AlertContent, type ContentSection } from '../content.js';
import { escapeMarkdown, markdownUrl } from '../escape.js';
import { postOnce } from '../http-post.js';
import { webhookHeaders } from '../webhook-sign.js';
import { deliveryFacts, inLang, type AlertChannel } from './channel.js';
import { hookUrlSchema } from './hook-url.js';

export interface WebhookPayload {
  type: MonitorAlert['type'];
  monitor: { id: string; url: string };
  run: {
    id: string;
    scheduledFor: string;
    finishedAt: string;
    score: number | null;
    previousScore: number | null;
  };
  changes: { new: MonitorChange[]; fixed: MonitorChange[] };
  markdown: string;
}

function markdownSection(s: ContentSection, colon: string): string {
  const lines = s.items.map(
    (i) =>
      `- **${escapeMarkdown(i.severity)}** ${escapeMarkdown(i.title)} (${escapeMarkdown(i.checkId)})${i.change ? `${escapeMarkdown(colon)} ${escapeMarkdown(i.change)}` : ''}${i.note ? ` *(${escapeMarkdown(i.note)})*` : ''}`,
  );
  if (s.more) lines.push(`- ${escapeMarkdown(s.more)}`);
  return `### ${escapeMarkdown(s.heading)}\n\n${lines.join('\n')}`;
}

export function alertMarkdown(c: AlertContent): string {
  return [
    `## ${escapeMarkdown(c.subject)}`,
    escapeMarkdown(c.intro),
    ...(c.score ? [`**${escapeMarkdown(c.score)}**`] : []),
    ...(c.note ? [escapeMarkdown(c.note)] : []),
    ...c.sections.map((s) => markdownSection(s, c.colon)),
    `[${escapeMarkdown(c.link.label)}](${markdownUrl(c.link.url)})`,
  ].join('\n\n');
}

/** The change as the contract gives it; kind, old/new values and flapping when the run has them. */
const change = ({
  checkId,
  severity,
  title,
  kind,
  old,
  new: now,
  flapping,
}: MonitorChange): MonitorChange => ({
  checkId,
  severity,
  title,
  ...(kind !== undefined ? { kind } : {}),
  ...(old !== undefined ? { old } : {}),
  ...(now !== undefined ? { new: now } : {}),
  ...(flapping ? { flapping } : {}),
});

export function webhookPayload(alert: MonitorAlert, c: AlertContent): WebhookPayload {
  return {
    type: alert.type,
    monitor: { id: alert.monitor.id, url: alert.monitor.url },
    run: {
      id: alert.run.id,
      scheduledFor: new Date(alert.run.scheduledFor).toISOString(),
      finishedAt: new Date(alert.run.finishedAt).toISOString(),
      score: alert.run.score,
      previousScore: alert.run.previousScore,
    },
    changes: { new: alert.changes.new.map(change), fixed: alert.changes.fixed.map(change) },
    markdown: alertMarkdown(c),
  };
}

export const webhookChannel: AlertChannel<'webhook', WebhookPayload> = {
  id: 'webhook',
  targetSchema: (policy) => hookUrlSchema('The webhook URL', policy),
  render: (alert: MonitorAlert, lang: Lang) => {
    const localized = inLang(alert, lang);
    return webhookPayload(localized, alertContent(localized));
  },
  delivery: async (alert, to, key) => {
    if (to.webhook === null) return null;
    const { url, secret } = to.webhook;
    const body = JSON.stringify(webhookChannel.render(alert, alert.monitor.lang));
    return { what: deliveryFacts(alert, 'webhook', url), key, channel: 'webhook', url, secret, body };
  },
  send: (job, deps) =>
    postOnce(
      job.url,
      job.body,
      webhookHeaders(job.secret, job.key, deps.now(), job.body),
      deps.policy,
      (s) => s >= 500,
    ),
};
