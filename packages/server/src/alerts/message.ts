/** Every rendering of one alert, built from one content so the media say the same thing. */
import type { MonitorAlert } from '../monitors/types.js';
import { alertContent } from './content.js';
import { mailBody, type MailBody } from './email-body.js';
import { slackBody, type SlackMessage } from './slack-body.js';
import { webhookPayload, type WebhookPayload } from './webhook-body.js';

export interface AlertMessage {
  mail: MailBody;
  slack: SlackMessage;
  webhook: WebhookPayload;
}

export function alertMessage(alert: MonitorAlert): AlertMessage {
  const content = alertContent(alert);
  return { mail: mailBody(content), slack: slackBody(content), webhook: webhookPayload(alert, content) };
}
