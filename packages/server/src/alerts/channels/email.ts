/**
 * The e-mail channel: an alert as an e-mail (its subject, a short plain-text body and the same in HTML,
 * every text escaped), sent over SMTP only to the owner's own or a confirmed address, and only with SMTP
 * configured.
 */
import type { Lang } from '@rankscope/engine';
import { z } from 'zod';
import type { MonitorAlert } from '../../monitors/types.js';
import { mayReceive } from '../addresses.js';
import { alertContent, type AlertContent, type ContentSection } from '../content.js';
import { escapeHtml } from '../escape.js';
import { deliveryFacts, inLang, type AlertChannel } from './channel.js';

export const EMAIL_UNAVAILABLE_REASON =
  'E-mail alerts are unavailable: SMTP_URL and ALERT_FROM are not set (Slack and webhook alerts still work).';

export interface MailBody {
  subject: string;
  text: string;
  html: string;
}

function textSection(s: ContentSection, colon: string): string {
  const lines = s.items.map(
    (i) =>
      `- [${i.severity}] ${i.title} (${i.checkId})${i.change ? `${colon} ${i.change}` : ''}${i.note ? ` (${i.note})` : ''}`,
  );
  if (s.more) lines.push(s.more);
  return `${s.heading}${colon}\n${lines.join('\n')}`;
}

function htmlSection(s: ContentSection, colon: string): string {
  const items = s.items
    .map(
      (i) =>
        `<li><strong>${escapeHtml(i.severity)}</strong> · ${escapeHtml(i.title)} <code style="color:#6b7280">${escapeHtml(i.checkId)}</code>${i.change ? `${escapeHtml(colon)} ${escapeHtml(i.change)}` : ''}${i.note ? ` <em style="color:#6b7280">(${escapeHtml(i.note)})</em>` : ''}</li>`,
    )
    .join('');
  const more = s.more ? `<li>${escapeHtml(s.more)}</li>` : '';
  return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(s.heading)}</h2><ul style="padding-left:20px;margin:0">${items}${more}</ul>`;
}

export function mailBody(c: AlertContent): MailBody {
  const text = [
    c.intro,
    ...(c.score ? [c.score] : []),
    ...(c.note ? [c.note] : []),
    ...c.sections.map((s) => textSection(s, c.colon)),
    `${c.link.label}${c.colon} ${c.link.url}`,
    `--\n${c.footer}\n${c.manage.label}${c.colon} ${c.manage.url}`,
  ].join('\n\n');
  const paragraph = (t: string): string => `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="${c.lang}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111827;max-width:640px">${[
    paragraph(c.intro),
    c.score ? `<p style="margin:0 0 12px;font-size:18px"><strong>${escapeHtml(c.score)}</strong></p>` : '',
    c.note ? paragraph(c.note) : '',
    ...c.sections.map((s) => htmlSection(s, c.colon)),
    `<p style="margin:24px 0"><a href="${escapeHtml(c.link.url)}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(c.link.label)}</a></p>`,
    `<p style="margin:0;color:#6b7280;font-size:12px">${escapeHtml(c.footer)} <a href="${escapeHtml(c.manage.url)}" style="color:#6b7280">${escapeHtml(c.manage.label)}</a></p>`,
  ].join('')}</body></html>`;
  return { subject: c.subject, text, html };
}

/** One plain address (no display name, no list), as RFC 5321 allows in practice. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const emailTarget = z
  .string()
  .transform((input) => input.trim().toLowerCase())
  .refine((email) => email.length <= 254 && EMAIL.test(email), 'The alert e-mail address is not valid.');

export const emailChannel: AlertChannel<'email', MailBody> = {
  id: 'email',
  targetSchema: () => emailTarget,
  render: (alert: MonitorAlert, lang: Lang) => mailBody(alertContent(inLang(alert, lang))),
  async delivery(alert, to, key, ctx) {
    if (to.email === null) return null;
    const what = deliveryFacts(alert, 'email');
    if (ctx.mailer === null) {
      ctx.log.warn(what, EMAIL_UNAVAILABLE_REASON);
      return null;
    }
    if (!(await mayReceive(ctx.addresses, alert.monitor.owner, to.email))) {
      ctx.log.warn(what, 'alert not e-mailed: the address is not confirmed');
      return null;
    }
    const mail = { to: to.email, ...emailChannel.render(alert, alert.monitor.lang) };
    return { what, key, channel: 'email', mail };
  },
  send: async (job, deps) =>
    deps.mailer
      ? deps.mailer.send(job.mail)
      : { result: 'fail', reason: 'SMTP is not configured in this process' },
};
