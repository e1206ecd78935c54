/**
 * Text from audited pages as it may reach a terminal: without control characters (C0 but tab and line
 * feed, DEL, C1, so no escape sequence can clear the screen, hide a link or write the clipboard) and
 * without the bidirectional overrides and isolates that make a line read differently from its bytes.
 * Every terminal printer (the audit and crawl text, comparisons, CSV on stdout) passes page text here.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, '');
}
