/**
 * An alert as a Slack incoming-webhook message: `text` (the notification's fallback) and `blocks`
 * (header, summary, one section per list of changes, a button to the run). Outside text is mrkdwn-escaped
 * (&, <, >) so a page title cannot mention @channel or forge a link; Slack's limits are respected
 * (header 150 characters, section 3,000).
 */
import type { AlertContent } from './content.js';
import { escapeMrkdwn } from './escape.js';

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
