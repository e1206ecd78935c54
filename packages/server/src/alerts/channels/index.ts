/** Every alert channel, in the order a run's alert goes out; the sender and the runner go through this list. */
import type { AlertChannel, AttemptDeps, ChannelId, DeliveryJob } from './channel.js';
import { emailChannel } from './email.js';
import { slackChannel } from './slack.js';
import { webhookChannel } from './webhook.js';
import type { TryOutcome } from '../outcome.js';

export const CHANNELS = [emailChannel, slackChannel, webhookChannel] as const;

const BY_ID: { [Id in ChannelId]: AlertChannel<Id> } = {
  email: emailChannel,
  slack: slackChannel,
  webhook: webhookChannel,
};

/** One try of a delivery, by the channel it belongs to. */
export function sendThrough(job: DeliveryJob, deps: AttemptDeps): Promise<TryOutcome> {
  // The job and its channel share the id, which TypeScript cannot correlate through a lookup.
  const channel = BY_ID[job.channel] as AlertChannel<DeliveryJob['channel']>;
  return channel.send(job as never, deps);
}

export type {
  AlertChannel,
  AttemptDeps,
  ChannelId,
  DeliveryFacts,
  DeliveryJob,
  TargetPolicy,
} from './channel.js';
export { EMAIL_UNAVAILABLE_REASON, emailChannel, type MailBody } from './email.js';
export { slackChannel, type SlackMessage } from './slack.js';
export { webhookChannel, type WebhookPayload } from './webhook.js';
