/**
 * Text that reaches an alert from outside (the monitored URL, check titles, an audited site's error) is
 * made safe for each medium: control characters and bidirectional overrides removed and whitespace
 * flattened everywhere, then escaped for HTML, Slack mrkdwn or Markdown where it is placed.
 */
import { escapeHtml, terminalSafe } from '@rankscope/engine';

/** Longest single field kept (a title, an error): an alert is a summary, not the report. */
const MAX_FIELD = 300;

/** One line of plain text: no control characters, no line breaks, at most MAX_FIELD characters. */
export function clean(text: string, max = MAX_FIELD): string {
  const flat = terminalSafe(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export { escapeHtml };

/** Slack mrkdwn: only &, < and > are control characters there (<url|text> links, <!here> mentions). */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** CommonMark: every ASCII punctuation that can start markup is escaped with a backslash. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, (c) => `\\${c}`);
}

/** A URL as a Markdown link destination: parentheses, spaces and angle brackets percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
