/** An alert as an e-mail: its subject, a short plain-text body and the same in HTML (every text escaped). */
import type { AlertContent, ContentSection } from './content.js';
import { escapeHtml } from './escape.js';

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
