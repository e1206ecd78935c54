import { LANGS, placeholders } from '@rankscope/engine';
import { describe, expect, it } from 'vitest';
import type { MonitorAlert } from '../monitors/types.js';
import { alertMessage } from './message.js';
import { ALERT_STRINGS } from './strings.js';

const HOSTILE = 'Title <script>alert(1)</script> & <!channel> *bold* \u001b[2J\u202eevil\r\nnext';

function alert(over: Partial<MonitorAlert> = {}, lang: MonitorAlert['monitor']['lang'] = 'en'): MonitorAlert {
  return {
    type: 'monitor.changed',
    monitor: { id: 'mon1', url: 'https://shop.example/products?x=1', owner: 'ann@example.com', lang },
    run: {
      id: 'run7',
      scheduledFor: Date.UTC(2026, 10, 27, 6),
      finishedAt: Date.UTC(2026, 10, 27, 6, 0, 40),
      score: 71,
      previousScore: 88,
      error: null,
    },
    changes: {
      new: [
        { checkId: 'meta-robots', severity: 'critical', title: 'The page is set to noindex' },
        { checkId: 'title-tag', severity: 'critical', title: HOSTILE },
      ],
      fixed: [{ checkId: 'image-alt', severity: 'recommended', title: 'Images have alt text' }],
    },
    runUrl: 'https://rankscope.example/monitors/mon1/runs/run7',
    ...over,
  };
}

describe('alert strings', () => {
  it('every language has every string with the same placeholders, and French spaces its colons', () => {
    for (const lang of LANGS) {
      expect(Object.keys(ALERT_STRINGS[lang]).sort()).toEqual(Object.keys(ALERT_STRINGS.en).sort());
      for (const [key, text] of Object.entries(ALERT_STRINGS[lang])) {
        expect([lang, key, placeholders(text)]).toEqual([
          lang,
          key,
          placeholders(ALERT_STRINGS.en[key as 'link']),
        ]);
      }
    }
    for (const text of Object.values(ALERT_STRINGS.fr))
      expect(text).not.toMatch(/(^|[^\u00a0\u202f]):(\s|$)/);
  });
});

describe('alertMessage', () => {
  it('names the site and the kind of change in the subject, in the monitor language', () => {
    const failed = {
      type: 'monitor.failed' as const,
      run: { ...alert().run, score: null, error: { code: 'TIMEOUT', message: 'No answer in 30 s.' } },
      changes: { new: [], fixed: [] },
    };
    const drop = { changes: { new: [], fixed: [] } };
    expect(alertMessage(alert()).mail.subject).toBe('[Rankscope] shop.example/products?x=1: 2 new problems');
    expect(alertMessage(alert(drop)).mail.subject).toBe(
      '[Rankscope] shop.example/products?x=1: score fell from 88 to 71',
    );
    expect(alertMessage(alert(failed)).mail.subject).toBe(
      '[Rankscope] shop.example/products?x=1 could not be audited',
    );
    expect(alertMessage(alert({ type: 'monitor.recovered' })).mail.subject).toBe(
      '[Rankscope] shop.example/products?x=1 can be audited again',
    );
    expect(alertMessage(alert({}, 'es')).mail.subject).toBe(
      '[Rankscope] shop.example/products?x=1: 2 problemas nuevos',
    );
    expect(alertMessage(alert(failed, 'fr')).mail.subject).toBe(
      '[Rankscope] Impossible d’auditer shop.example/products?x=1',
    );
    const fr = alertMessage(alert(failed, 'fr')).mail.text;
    expect(fr).toContain(
      'n’a pas pu auditer https://shop.example/products?x=1\u00a0: No answer in 30 s. (TIMEOUT)',
    );
    expect(fr).toContain('Voir l’exécution\u00a0: https://rankscope.example/monitors/mon1/runs/run7');
  });

  it('lists the changes, the score and the link in text and HTML, with page text escaped and cleaned', () => {
    const { mail } = alertMessage(alert());
    expect(mail.text).toContain('Score: 88 → 71');
    expect(mail.text).toContain('2 new problems:\n- [critical] The page is set to noindex (meta-robots)');
    expect(mail.text).toContain('1 problem fixed:\n- [recommended] Images have alt text (image-alt)');
    expect(mail.text).toContain('See the run: https://rankscope.example/monitors/mon1/runs/run7');
    expect(mail.text).toMatch(
      /Pause, change or delete the monitor: https:\/\/rankscope\.example\/monitors\/mon1$/,
    );
    // Control characters, bidi overrides and line breaks from the page are gone, in every medium.
    expect(mail.text).toContain('Title <script>alert(1)</script> & <!channel> *bold* [2Jevil next');
    // eslint-disable-next-line no-control-regex
    expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Title &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;!channel&#62;');
    expect(mail.html).toContain('href="https://rankscope.example/monitors/mon1/runs/run7"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('builds Slack blocks with mrkdwn-escaped page text and a button to the run', () => {
    const { slack } = alertMessage(alert());
    const json = JSON.stringify(slack);
    expect(json).not.toContain('<!channel>');
    expect(json).not.toContain('<script>');
    expect(json).toContain('&lt;!channel&gt; *bold*');
    expect(slack.text).toBe('[Rankscope] shop.example/products?x=1: 2 new problems');
    expect(slack.blocks[0]).toEqual({
      type: 'header',
      text: {
        type: 'plain_text',
        text: '[Rankscope] shop.example/products?x=1: 2 new problems',
        emoji: false,
      },
    });
    expect(slack.blocks.at(-1)).toEqual({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: 'See the run' },
          url: 'https://rankscope.example/monitors/mon1/runs/run7',
        },
      ],
    });
  });

  it('gives the webhook the issue payload, with escaped markdown', () => {
    const { webhook } = alertMessage(alert());
    expect(Object.keys(webhook)).toEqual(['type', 'monitor', 'run', 'changes', 'markdown']);
    expect(webhook).toMatchObject({
      type: 'monitor.changed',
      monitor: { id: 'mon1', url: 'https://shop.example/products?x=1' },
      run: {
        id: 'run7',
        scheduledFor: '2026-11-27T06:00:00.000Z',
        finishedAt: '2026-11-27T06:00:40.000Z',
        score: 71,
        previousScore: 88,
      },
      changes: { fixed: [{ checkId: 'image-alt', severity: 'recommended', title: 'Images have alt text' }] },
    });
    expect(webhook.markdown).toContain('**Score: 88 → 71**');
    expect(webhook.markdown).toContain('\\*bold\\*');
    expect(webhook.markdown).toContain('\\<script\\>');
    expect(webhook.markdown).toContain('[See the run](https://rankscope.example/monitors/mon1/runs/run7)');
  });

  it('writes the run time in the monitor time zone, named (UTC when it has none)', () => {
    const at = (timezone: string | undefined, lang: MonitorAlert['monitor']['lang'] = 'en') => {
      const a = alert({}, lang);
      return alertMessage({ ...a, monitor: { ...a.monitor, ...(timezone ? { timezone } : {}) } }).mail.text;
    };
    // 06:00 UTC on 27 Nov 2026 is 07:00 in Paris (CET) and 01:00 in New York (EST).
    expect(at('Europe/Paris')).toMatch(/in the run of Nov 27, 2026, 07:00\sAM GMT\+1\./);
    expect(at('America/New_York')).toMatch(/in the run of Nov 27, 2026, 01:00\sAM EST\./);
    expect(at(undefined)).toMatch(/in the run of Nov 27, 2026, 06:00\sAM UTC\./);
    expect(at('Europe/Madrid', 'es')).toMatch(/del 27 nov 2026, 07:00\sCET\./);
    expect(at('Europe/Paris', 'fr')).toMatch(/du 27 nov\. 2026, 07:00\sUTC\+1\./);
  });

  it('shows old → new for changed signals and values, escaped in every medium, and marks a flapping one', () => {
    const changes: MonitorAlert['changes'] = {
      new: [
        {
          checkId: 'signal:title',
          severity: 'critical',
          title: 'Title',
          kind: 'signal',
          old: HOSTILE,
          new: null,
        },
        {
          checkId: 'signal:canonical',
          severity: 'recommended',
          title: 'Canonical',
          kind: 'signal',
          old: '/oak',
          new: '/oak-tables',
        },
        {
          checkId: 'signal:indexable',
          severity: 'critical',
          title: 'Indexable',
          kind: 'signal',
          old: true,
          new: false,
        },
        {
          checkId: 'ttfb',
          severity: 'critical',
          title: 'Server response time (TTFB)',
          kind: 'check',
          old: 180,
          new: 8364,
        },
        {
          checkId: 'robots-meta-noindex',
          severity: 'critical',
          title: 'Noindex',
          kind: 'check',
          flapping: true,
        },
      ],
      fixed: [],
    };
    const { mail, slack, webhook } = alertMessage(alert({ changes }));
    expect(mail.text).toContain('- [critical] Title (signal:title): Title <script>alert(1)</script>');
    expect(mail.text).toContain(' → none\n');
    expect(mail.text).toContain('- [recommended] Canonical (signal:canonical): /oak → /oak-tables');
    expect(mail.text).toContain('- [critical] Indexable (signal:indexable): yes → no');
    expect(mail.text).toContain('- [critical] Server response time (TTFB) (ttfb): 180 → 8,364');
    expect(mail.text).toContain(
      '- [critical] Noindex (robots-meta-noindex) (changed back and forth lately: no alert on its own)',
    );
    expect(mail.html).toContain('/oak → /oak-tables');
    expect(mail.html).not.toContain('<script>');
    const slackText = JSON.stringify(slack);
    expect(slackText).toContain('/oak → /oak-tables');
    expect(slackText).not.toContain('<!channel>');
    expect(webhook.markdown).toContain('/oak → /oak\\-tables');
    expect(webhook.changes.new[2]).toEqual({
      checkId: 'signal:indexable',
      severity: 'critical',
      title: 'Indexable',
      kind: 'signal',
      old: true,
      new: false,
    });
    const es = alertMessage(alert({ changes }, 'es')).mail.text;
    expect(es).toContain('(signal:indexable): sí → no');
    expect(es).toContain('180 → 8364');
    const fr = alertMessage(alert({ changes }, 'fr')).mail.text;
    expect(fr).toContain('(signal:indexable)\u00a0: oui → non');
    expect(fr).toMatch(/ → aucun\n/);
  });

  it('lists at most 20 changes per kind and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      checkId: `check-${i}`,
      severity: 'critical' as const,
      title: `Problem ${i}`,
    }));
    const { mail } = alertMessage(alert({ changes: { new: many, fixed: [] } }));
    expect(mail.text).toContain('25 new problems');
    expect(mail.text).toContain('Problem 19');
    expect(mail.text).not.toContain('Problem 20');
    expect(mail.text).toContain('…and 5 more');
  });
});
