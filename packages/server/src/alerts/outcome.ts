/** What one try of a delivery came to, and where deliveries log. */

/** What one try came to: done, worth another try later, or never worth another try. */
export type TryOutcome = { result: 'ok' } | { result: 'retry' | 'fail'; reason: string };

export interface DeliveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
