/** Every rendering of one alert in its monitor's language, each by its channel, from one content. */
import type { MonitorAlert } from '../monitors/types.js';
import { emailChannel, slackChannel, webhookChannel } from './channels/index.js';
import type { MailBody, SlackMessage, WebhookPayload } from './channels/index.js';

export interface AlertMessage {
  mail: MailBody;
  slack: SlackMessage;
  webhook: WebhookPayload;
}

export function alertMessage(alert: MonitorAlert): AlertMessage {
  const { lang } = alert.monitor;
  return {
    mail: emailChannel.render(alert, lang),
    slack: slackChannel.render(alert, lang),
    webhook: webhookChannel.render(alert, lang),
  };
}
