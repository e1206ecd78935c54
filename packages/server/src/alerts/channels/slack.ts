/**
 * The Slack channel: an alert as a Slack incoming-webhook message: `text` (the notification's fallback) and `blocks`
 * (header, summary, one section per list of changes, a button to the run). Outside text is mrkdwn-escaped
 * (&, <, >) so a page title cannot mention @channel or forge a link; Slack's limits are respected
 * (header 150 characters, section 3,000). Posted paced to one message a second per webhook URL.
 */
import type { Lang } from '@rankscope/engine';
import type { MonitorAlert } from '../../monitors/types.js';
import { alertContent, type AlertContent } from '../content.js';
import { escapeMrkdwn } from '../escape.js';
import { postOnce } from '../http-post.js';
import { deliveryFacts, inLang, type AlertChannel } from './channel.js';
import { hookUrlSchema } from './hook-url.js';

export interface SlackMessage {
  text: string;
  blocks: object[];
}

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function slackBody(c: AlertContent): SlackMessage {
  const summary = [c.intro, c.score ? `*${c.score}*` : null, c.note]
    .filter((line): line is string => line !== null)
    .map(escapeMrkdwn)
    .join('\n');
  const blocks: object[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(c.subject, 150), emoji: false } },
    { type: 'section', text: { type: 'mrkdwn', text: cut(summary, 3000) } },
  ];
  for (const s of c.sections) {
    const lines = s.items.map(
      (i) =>
        `• _${escapeMrkdwn(i.severity)}_ ${escapeMrkdwn(i.title)} \`${escapeMrkdwn(i.checkId)}\`${i.change ? `${escapeMrkdwn(c.colon)} ${escapeMrkdwn(i.change)}` : ''}${i.note ? ` _(${escapeMrkdwn(i.note)})_` : ''}`,
    );
    if (s.more) lines.push(escapeMrkdwn(s.more));
    blocks.push({
      type: 'section',
      text: { type: 'mrkdwn', text: cut(`*${escapeMrkdwn(s.heading)}*\n${lines.join('\n')}`, 3000) },
    });
  }
  blocks.push({
    type: 'actions',
    elements: [{ type: 'button', text: { type: 'plain_text', text: c.link.label }, url: c.link.url }],
  });
  return { text: escapeMrkdwn(c.subject), blocks };
}

export const slackChannel: AlertChannel<'slack', SlackMessage> = {
  id: 'slack',
  targetSchema: (policy) => hookUrlSchema('The Slack webhook URL', policy),
  render: (alert: MonitorAlert, lang: Lang) => slackBody(alertContent(inLang(alert, lang))),
  delivery: async (alert, to, key) => {
    if (to.slack === null) return null;
    const body = JSON.stringify(slackChannel.render(alert, alert.monitor.lang));
    return { what: deliveryFacts(alert, 'slack', to.slack), key, channel: 'slack', url: to.slack, body };
  },
  // Slack answers 429 when its own limit is reached: worth another try later.
  send: (job, deps) =>
    deps.pacer.pace(job.url, () =>
      postOnce(job.url, job.body, {}, deps.policy, (s) => s >= 500 || s === 429),
    ),
};
