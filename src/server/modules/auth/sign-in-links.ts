import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_LINK_MINUTES, WELCOME_LINK_DAYS } from '@shared/auth';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { html } from '../../platform/html.js';
import type { MailMessage, MailPort } from '../../platform/mail/index.js';
import { findAccountByEmail, setSignInLinkExpiry } from './repo.js';
import { AUTH_BASE_PATH } from './base-path.js';

/** better-auth's path of the link's target, under AUTH_BASE_PATH (see endpoints.ts). */
export const SIGN_IN_LINK_VERIFY_PATH = '/magic-link/verify';

/**
 * What a link is mailed for, carried in better-auth's `metadata`. Only server code can set it:
 * the request endpoint passes nothing but the email on (endpoints.ts).
 */
export const ACCOUNT_READY_PURPOSE = 'account-ready';
/** The quick-start wizard's welcome: the account it made, a link in, then a password. */
export const QUICK_START_PURPOSE = 'quick-start';
/**
 * An admin's "Send again" of a mail whose link is hidden (decision 048): a fresh plain sign-in
 * link to the owner, awaited so the admin learns whether it went.
 */
export const ADMIN_RESEND_PURPOSE = 'admin-resend';

/** The link in the mail: the token only; where it lands is fixed by the server (endpoints.ts). */
export const signInLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${AUTH_BASE_PATH}${SIGN_IN_LINK_VERIFY_PATH}?token=${encodeURIComponent(token)}`;

interface LinkMailOptions {
  to: string;
  link: string;
  productName: string;
  publicUrl: string;
}

const LIFETIME = `It works once, within ${SIGN_IN_LINK_MINUTES} minutes`;
/** The welcome mails' links are read when the person gets to them (decision 054). */
const WELCOME_LIFETIME = `It works once, within ${WELCOME_LINK_DAYS} days`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The mail for a link someone asked for on /auth. */
export function signInLinkMail({ to, link, productName }: LinkMailOptions): MailMessage {
  return {
    to,
    kind: 'magic_link',
    secrets: [link],
    subject: `Your ${productName} sign-in link`,
    text: [
      `Use this link to sign in to your ${productName} account. ${LIFETIME}: ${link}`,
      'If you did not ask for it, ignore this mail: nobody can sign in without the link.',
    ].join('\n\n'),
    html: html`<p><a href="${link}">Sign in to your ${productName} account</a>. ${LIFETIME}.</p>
      <p>If you did not ask for it, ignore this mail: nobody can sign in without the link.</p>`,
  };
}

/** The mail of an approved submission (decision 030): the account is ready, here is the way in. */
export function accountReadyMail({
  to,
  link,
  productName,
  publicUrl,
  note,
}: LinkMailOptions & { note?: string | undefined }) {
  const later = `${publicUrl}/auth`;
  return {
    to,
    kind: 'magic_link',
    secrets: [link],
    subject: `Your ${productName} account is ready`,
    text: [
      `Your photos were approved and your ${productName} account is ready.`,
      ...(note ? [note] : []),
      `Sign in with this link. ${WELCOME_LIFETIME}: ${link}`,
      `Later, ask for a new link at ${later} ("Email me a sign-in link"), or set a password once you are signed in.`,
    ].join('\n\n'),
    html:
      html`<p>Your photos were approved and your ${productName} account is ready.</p>` +
      (note ? html`<p>${note}</p>` : '') +
      html`<p><a href="${link}">Sign in</a>. ${WELCOME_LIFETIME}.</p>
        <p>
          Later, ask for a new link at <a href="${later}">${later}</a> ("Email me a sign-in link"),
          or set a password once you are signed in.
        </p>`,
  } satisfies MailMessage;
}

/** The mail of an account the quick-start wizard made (decision 043): sign in, set a password. */
export function quickStartWelcomeMail({ to, link, productName }: LinkMailOptions) {
  return {
    to,
    kind: 'magic_link',
    secrets: [link],
    subject: `Welcome to ${productName}: set your password`,
    text: [
      `Your ${productName} account was made when you started turning your photos into videos.`,
      `Sign in with this link, then set a password in your account settings. ${WELCOME_LIFETIME}: ${link}`,
      'If it was not you, ignore this mail: nobody can sign in without the link.',
    ].join('\n\n'),
    html: html`<p>
        Your ${productName} account was made when you started turning your photos into videos.
      </p>
      <p>
        <a href="${link}">Sign in</a>, then set a password in your account settings.
        ${WELCOME_LIFETIME}.
      </p>
      <p>If it was not you, ignore this mail: nobody can sign in without the link.</p>`,
  } satisfies MailMessage;
}

/** What better-auth's magic-link plugin hands to `sendMagicLink`. */
export interface SignInLinkRequest {
  email: string;
  token: string;
  metadata?: Record<string, unknown> | undefined;
}

export interface SignInLinkMail {
  /** better-auth's `sendMagicLink`. */
  send(request: SignInLinkRequest): Promise<void>;
  /** Waits for the mails still being written or delivered (the app waits at close). */
  settled(): Promise<void>;
}

/**
 * Mails sign-in links. A link asked for on /auth is mailed only when the email has an account
 * (links never make accounts), and after the answer has gone out: an unknown email and a known
 * one take the same time and get the same answer, and a mail server that is down cannot turn
 * the request into an error that tells the two apart (the failure is on the outbox row). The
 * approval's link is awaited instead, so its caller learns whether it went.
 */
export function createSignInLinkMail(options: {
  config: Pick<Config, 'publicUrl' | 'productName'>;
  database: Database;
  mail: MailPort;
  logger?: FastifyBaseLogger | undefined;
}): SignInLinkMail {
  const { config, database, mail, logger } = options;
  const running = new Set<Promise<void>>();

  /**
   * better-auth wrote the link's row (with the short lifetime of every link) before handing it
   * here: a welcome link gets its week before it is mailed, or is not mailed at all.
   */
  async function lastAWeek(token: string) {
    const expiresAt = new Date(Date.now() + WELCOME_LINK_DAYS * DAY_MS);
    if (!(await setSignInLinkExpiry(database, token, expiresAt))) {
      throw new Error('The welcome link is not pending: its lifetime could not be set');
    }
  }

  return {
    async send({ email, token, metadata }) {
      const account = await findAccountByEmail(database, email);
      const { productName, publicUrl } = config;
      const parts = { link: signInLinkUrl(publicUrl, token), productName, publicUrl };
      if (metadata?.purpose === ACCOUNT_READY_PURPOSE) {
        if (!account) throw new Error('No account for this email: make it before mailing a link');
        await lastAWeek(token);
        // The note is server text (metadata is only set by server code): the approval's.
        const note = typeof metadata.note === 'string' ? metadata.note : undefined;
        return mail.send(accountReadyMail({ to: account.email, ...parts, note }));
      }
      if (metadata?.purpose === QUICK_START_PURPOSE) {
        if (!account) throw new Error('No account for this email: make it before mailing a link');
        await lastAWeek(token);
        return mail.send(quickStartWelcomeMail({ to: account.email, ...parts }));
      }
      if (metadata?.purpose === ADMIN_RESEND_PURPOSE) {
        if (!account) throw new Error('No account for this email any more');
        return mail.send(signInLinkMail({ to: account.email, ...parts }));
      }
      if (!account) return;
      const task = mail.send(signInLinkMail({ to: account.email, ...parts })).catch((error) => {
        logger?.warn({ err: error }, 'could not mail a sign-in link: see the mail outbox');
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async settled() {
      await Promise.all(running);
    },
  };
}
