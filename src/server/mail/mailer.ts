import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

// Without SMTP_URL mail goes to the log and to the outbox table, so sign-up works offline.
export function createMailer({ smtpUrl, from, db, logger }: { smtpUrl?: string; from: string; db: Database; logger: Logger }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async ({ to, subject, text }) => {
        await transport.sendMail({ from, to, subject, text });
      },
    };
  }
  return {
    send: async ({ to, subject, text }) => {
      await db.insert(mailOutbox).values({ toAddress: to.toLowerCase(), subject, textBody: text });
      logger.info({ mail: { to, subject, text } }, `mail to ${to}: ${subject}`);
    },
  };
}
