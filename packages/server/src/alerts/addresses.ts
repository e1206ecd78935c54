/**
 * Alert addresses other than the owner's own sign-in address must be confirmed by their owner first, so
 * monitors cannot be used to mail strangers: a confirmation mail with a single-use link (a random token,
 * only its SHA-256 stored, valid CONFIRM_TTL_MS), and a cap on confirmation mails per user and per address.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@rankscope/engine';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { MonitorStore } from '../monitors/types.js';
import { say } from './content.js';
import { escapeHtml } from './escape.js';
import type { Mailer } from './mailer.js';

export const CONFIRM_TTL_MS = 48 * 3_600_000;
/** The web app's page a confirmation link opens (it confirms by POST /api/alert-addresses/confirm). */
export const CONFIRM_PAGE = '/monitors/confirm-address';
/** Confirmation mails a day at most: per user (who asks) and per address (who receives). */
export const CONFIRMATIONS_PER_USER = 5;
export const CONFIRMATIONS_PER_ADDRESS = 3;

export type AddressStore = Pick<
  MonitorStore,
  'isAlertAddressConfirmed' | 'createAlertAddressToken' | 'confirmAlertAddress'
>;

/** One plain mailbox (no display name, no list), lower-cased; null when it is not one. */
export function normalizeAlertAddress(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length > 254) return null;
  return /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(
    email,
  )
    ? email
    : null;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether alerts may go to `email` for monitors of `owner`. */
export async function mayReceive(
  store: Pick<AddressStore, 'isAlertAddressConfirmed'>,
  owner: string,
  email: string,
): Promise<boolean> {
  const address = normalizeAlertAddress(email);
  if (address === null) return false;
  return address === owner.trim().toLowerCase() || (await store.isAlertAddressConfirmed(owner, address));
}

export type AddressState =
  /** The owner's own address or one already confirmed: alerts go there. */
  | 'confirmed'
  /** A confirmation mail went out; alerts go there once its link is followed. */
  | 'pending'
  /** Not a single plain address. */
  | 'invalid'
  /** No SMTP server configured: no mail of any kind can be sent. */
  | 'unavailable'
  /** Too many confirmation mails today, from this user or to this address. */
  | 'rate-limited'
  /** The SMTP server did not take the confirmation mail. */
  | 'not-sent';

export interface AlertAddresses {
  /** E-mail can be sent at all (SMTP_URL and ALERT_FROM are set). */
  readonly available: boolean;
  /**
   * Makes sure alerts may go to `email`: confirmed already, or a confirmation mail sent now. Its link
   * points at PUBLIC_URL only, never at a request's Host (anyone signed in could otherwise have a live
   * token mailed to any address inside a link to their own domain).
   */
  request(owner: string, email: string, lang: Lang): Promise<AddressState>;
  /** Follows a confirmation link: the confirmed address, or null (unknown, used or expired token). */
  confirm(token: string): Promise<{ owner: string; email: string } | null>;
}

export interface AlertAddressOptions {
  store: AddressStore;
  mailer: Mailer | null;
  /** PUBLIC_URL: the origin of the confirmation link; null: no confirmation mail can be sent. */
  publicUrl: string | null;
  now: () => number;
  redis?: Redis;
  prefix?: string;
  log: { warn(obj: object, msg: string): void };
}

export function createAlertAddresses(o: AlertAddressOptions): AlertAddresses {
  const limiter = (points: number, name: string): RateLimiterMemory | RateLimiterRedis => {
    const memory = new RateLimiterMemory({ points, duration: 86_400, keyPrefix: `alert-confirm-${name}` });
    return o.redis
      ? new RateLimiterRedis({
          storeClient: o.redis,
          points,
          duration: 86_400,
          keyPrefix: `${o.prefix ?? 'rs:'}alert-confirm-${name}`,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const perUser = limiter(CONFIRMATIONS_PER_USER, 'user');
  const perAddress = limiter(CONFIRMATIONS_PER_ADDRESS, 'address');
  return {
    available: o.mailer !== null && o.publicUrl !== null,
    request: async (owner, input, lang) => {
      const email = normalizeAlertAddress(input);
      if (email === null) return 'invalid';
      if (await mayReceive(o.store, owner, email)) return 'confirmed';
      if (o.mailer === null || o.publicUrl === null) return 'unavailable';
      try {
        await perUser.consume(tokenHash(owner.toLowerCase()));
        await perAddress.consume(tokenHash(email));
      } catch (err) {
        if (err instanceof RateLimiterRes) return 'rate-limited';
        throw err;
      }
      const token = randomBytes(32).toString('base64url');
      await o.store.createAlertAddressToken(owner, email, tokenHash(token), o.now() + CONFIRM_TTL_MS);
      // A page with a button that confirms by POST: a mail scanner following the link confirms nothing.
      // The token rides in the fragment, which no request, log or Referer carries.
      const link = `${o.publicUrl}${CONFIRM_PAGE}#token=${token}`;
      const hours = CONFIRM_TTL_MS / 3_600_000;
      const values = { owner, email, hours };
      const outcome = await o.mailer.send({
        to: email,
        subject: say(lang, 'confirm.subject'),
        text: `${say(lang, 'confirm.text', values)}\n\n${link}\n\n${say(lang, 'confirm.ignore')}\n`,
        html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111827;max-width:640px"><p>${escapeHtml(say(lang, 'confirm.text', values))}</p><p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(say(lang, 'confirm.button'))}</a></p><p style="color:#6b7280;font-size:12px">${escapeHtml(say(lang, 'confirm.ignore'))}</p></body></html>`,
      });
      if (outcome.result === 'ok') return 'pending';
      o.log.warn({ reason: outcome.reason }, 'alert address confirmation mail not sent');
      return 'not-sent';
    },
    confirm: async (token) => {
      if (!/^[\w-]{20,100}$/.test(token)) return null;
      return o.store.confirmAlertAddress(tokenHash(token), o.now());
    },
  };
}
