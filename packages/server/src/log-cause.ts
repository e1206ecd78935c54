/**
 * What the logs keep of the error behind a failed analysis: its type, message and stack frames, so an
 * operator can find the fault. Error messages may quote the page ("Unexpected token … in JSON at …") or
 * the audited URL: the message is cut to MESSAGE_CHARS and credentials in URLs are masked.
 */
const MESSAGE_CHARS = 200;
const MAX_FRAMES = 12;

export interface LoggedCause {
  type: string;
  message: string;
  /** Stack frames only ("at …" lines): the stack's first line repeats the message uncut. */
  stack?: string;
}

const masked = (text: string): string => text.replace(/\/\/[^/\s@]+@/g, '//***@');

function cut(text: string): string {
  const flat = masked(text).replace(/\s+/g, ' ').trim();
  return flat.length <= MESSAGE_CHARS ? flat : `${flat.slice(0, MESSAGE_CHARS - 1)}…`;
}

/** The error's cause (or the error itself when it has none) as a log field. */
export function causeForLog(err: unknown): LoggedCause {
  const cause: unknown = err instanceof Error && err.cause !== undefined ? err.cause : err;
  if (!(cause instanceof Error)) return { type: typeof cause, message: cut(String(cause)) };
  const frames = (cause.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => masked(line.trim()).slice(0, MESSAGE_CHARS));
  return {
    type: cause.name,
    message: cut(cause.message),
    ...(frames.length > 0 ? { stack: frames.join('\n') } : {}),
  };
}
