/**
 * The target schema of the channels that POST to a URL (Slack, the webhook): http(s) (plain http only with
 * ALLOW_PRIVATE_TARGETS), no credentials, at most 2,000 characters, not on an internal address. The poster
 * checks the address again when it connects (DNS may change); this answers the user at once.
 */
import { z } from 'zod';
import { isInternal } from '../../monitors/targets.js';
import type { TargetPolicy } from './channel.js';

export const MAX_HOOK_URL = 2000;

/** `name` starts each message ("The Slack webhook URL"); the checks run in order, the first failing one speaks. */
export function hookUrlSchema(name: string, policy: TargetPolicy): z.ZodType<string, string> {
  return z.string().transform(async (input, ctx) => {
    const refuse = (message: string): never => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(input.trim());
    } catch {
      return refuse(`${name} is not a valid URL.`);
    }
    if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:'))
      return refuse(`${name} must start with https://.`);
    if (url.username !== '' || url.password !== '')
      return refuse(`${name} must not contain a user name or password.`);
    if (input.length > MAX_HOOK_URL) return refuse(`${name} is too long.`);
    if (!policy.allowPrivate && (await isInternal(url)))
      return refuse(`${name} points at a private or internal address.`);
    return url.href;
  });
}
