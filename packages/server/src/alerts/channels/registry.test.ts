/**
 * Every channel in the list (issue 35): it renders an alert in each language and its target schema takes
 * a good target and refuses bad ones with the API's message. A channel added without cases here fails.
 */
import { interpolate, LANGS } from '@rankscope/engine';
import { describe, expect, it } from 'vitest';
import { sampleAlert } from '../../test-support/sample-alert.js';
import { ALERT_STRINGS } from '../strings.js';
import { CHANNELS, type ChannelId } from './index.js';

const PUBLIC = { allowPrivate: false };
const PRIVATE = { allowPrivate: true };

/** Per channel: [input, policy, stored value] accepted; [input, policy, message] refused. */
const CASES: Record<
  ChannelId,
  { good: [string, typeof PUBLIC, string][]; bad: [string, typeof PUBLIC, string][] }
> = {
  email: {
    good: [[' Ann@Example.COM ', PUBLIC, 'ann@example.com']],
    bad: [
      ['ann', PUBLIC, 'The alert e-mail address is not valid.'],
      ['Ann <ann@example.com>', PUBLIC, 'The alert e-mail address is not valid.'],
      [`${'a'.repeat(250)}@example.com`, PUBLIC, 'The alert e-mail address is not valid.'],
    ],
  },
  slack: {
    good: [
      ['https://8.8.8.8/services/T0/B0/x', PUBLIC, 'https://8.8.8.8/services/T0/B0/x'],
      ['http://127.0.0.1:9/hook', PRIVATE, 'http://127.0.0.1:9/hook'],
    ],
    bad: [
      ['not a url', PUBLIC, 'The Slack webhook URL is not a valid URL.'],
      ['http://8.8.8.8/hook', PUBLIC, 'The Slack webhook URL must start with https://.'],
      ['https://u:p@8.8.8.8/hook', PUBLIC, 'The Slack webhook URL must not contain a user name or password.'],
      [`https://8.8.8.8/${'x'.repeat(2000)}`, PUBLIC, 'The Slack webhook URL is too long.'],
      ['https://127.0.0.1/hook', PUBLIC, 'The Slack webhook URL points at a private or internal address.'],
    ],
  },
  webhook: {
    good: [
      [' https://8.8.8.8/hooks/rankscope ', PUBLIC, 'https://8.8.8.8/hooks/rankscope'],
      ['http://[::1]:9/in', PRIVATE, 'http://[::1]:9/in'],
    ],
    bad: [
      ['ftp://8.8.8.8/in', PUBLIC, 'The webhook URL must start with https://.'],
      ['https://[::1]/in', PUBLIC, 'The webhook URL points at a private or internal address.'],
      ['https://10.0.0.2/in', PUBLIC, 'The webhook URL points at a private or internal address.'],
    ],
  },
};

describe('the alert channels', () => {
  it('are each listed once, with their cases here', () => {
    const ids = CHANNELS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(CASES).sort());
  });

  describe.each(CHANNELS.map((c) => [c.id, c] as const))('%s', (_id, channel) => {
    it.each(LANGS)('renders a sample alert in %s', (lang) => {
      const alert = sampleAlert('The page is set to noindex');
      const text = JSON.stringify(channel.render(alert, lang));
      // The run's link, labelled in the language; the monitored site; the new problem's title.
      expect(text).toContain(interpolate(ALERT_STRINGS[lang].link, {}, lang));
      expect(text).toContain('shop.example');
      expect(text).toContain('The page is set to noindex');
      for (const other of LANGS.filter(
        (l) => l !== lang && ALERT_STRINGS[l].link !== ALERT_STRINGS[lang].link,
      ))
        expect(text).not.toContain(interpolate(ALERT_STRINGS[other].link, {}, other));
      // Rendering in another language leaves the monitor's own as it was.
      expect(alert.monitor.lang).toBe('en');
    });

    it('takes a good target and stores it normalised', async () => {
      for (const [input, policy, stored] of CASES[channel.id].good) {
        const parsed = await channel.targetSchema(policy).safeParseAsync(input);
        expect(parsed.success ? parsed.data : parsed.error.issues).toBe(stored);
      }
    });

    it('refuses a bad target with the message the API answers', async () => {
      for (const [input, policy, message] of CASES[channel.id].bad) {
        const parsed = await channel.targetSchema(policy).safeParseAsync(input);
        expect(parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message)).toEqual([message]);
      }
    });
  });
});
