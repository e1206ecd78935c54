/**
 * E-mail over SMTP (nodemailer) from SMTP_URL, sent as ALERT_FROM. One pooled transport per process with
 * explicit timeouts. An SMTP 5xx answer (a rejected address) is final; a 4xx or a lost connection is
 * worth another try.
 */
import { createTransport } from 'nodemailer';
import type { TryOutcome } from './outcome.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<TryOutcome>;
  close(): void;
}

export function createMailer(smtp: { url: string; from: string }): Mailer {
  const transport = createTransport(
    {
      url: smtp.url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: smtp.from },
  );
  return {
    send: async (mail) => {
      try {
        await transport.sendMail(mail);
        return { result: 'ok' };
      } catch (err) {
        const e = err as { responseCode?: unknown; code?: unknown; message?: unknown };
        const status = typeof e.responseCode === 'number' ? e.responseCode : null;
        // Never the URL (it holds the SMTP password): the code and the server's answer only.
        const reason = `SMTP ${status ?? String(e.code ?? 'error')}: ${String(e.message ?? '')}`.slice(
          0,
          300,
        );
        return {
          result: (status !== null && status >= 500) || e.code === 'EENVELOPE' ? 'fail' : 'retry',
          reason,
        };
      }
    },
    close: () => transport.close(),
  };
}
