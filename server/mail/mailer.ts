import type { SiteLocale } from '#api/contract/common.ts';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { type MailTemplate, renderMail } from './templates.ts';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  locale: SiteLocale;
  /** Template values (names, links). Never secrets other than the link itself. */
  data: Record<string, string>;
  /**
   * Template values that are the mail's very purpose and must not be kept apart from its
   * text (a gift card's number and PIN): rendered into the text, never stored in `data`.
   */
  secrets?: Record<string, string>;
}

/**
 * Sends mail. `send` takes the caller's transaction: a message is queued only if the
 * change that caused it commits (a reset link for a token that was never stored is
 * never mailed).
 */
export interface Mailer {
  send(db: Executor, message: MailMessage): Promise<void>;
  /**
   * The `mail_outbox` row `send` would write, for a caller that writes it in a statement
   * of its own with the change that causes it (placing an order: the order, the cart and
   * its confirmation in one). Only mailers that keep the outbox have it; with any other,
   * callers use `send`.
   */
  outboxRow?(message: MailMessage): OutboxRow;
}

/** A message as the outbox keeps it (the id and the time are the table's defaults). */
export interface OutboxRow {
  recipient: string;
  template: MailTemplate;
  locale: SiteLocale;
  subject: string;
  text: string;
  data: Record<string, string>;
}

/** The outbox row of a message: rendered once, in the recipient's language. */
export function outboxRow(message: MailMessage): OutboxRow {
  const { subject, text } = renderMail(message.template, message.locale, {
    ...message.data,
    ...message.secrets,
  });
  return {
    recipient: message.to.toLowerCase(),
    template: message.template,
    locale: message.locale,
    subject,
    text,
    data: message.data,
  };
}

/**
 * The default: every message is written to the `mail_outbox` table and nothing leaves the
 * machine. Outside production `GET /api/dev/outbox` shows it. A real provider's adapter
 * would read the outbox and mark `sentAt`, keeping the same transactional guarantee.
 */
export function createOutboxMailer(): Mailer {
  return {
    async send(db, message) {
      await db.insert(mailOutbox).values(outboxRow(message));
    },
    outboxRow,
  };
}
