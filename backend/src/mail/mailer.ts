import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './config.ts';

/** One message to one recipient: never a shared To/Cc/Bcc list. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe…); values are single-line. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends now; rejects when the SMTP server refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  /** Sends in the background with retries: the caller's answer does not wait (or differ) on SMTP. */
  sendLater(mail: OutgoingMail, label: string): void;
  /** Resolves once every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

/** An address as logs may show it: a short digest, never the address itself. */
export function addressDigest(address: string): string {
  return createHash('sha256').update(address.toLowerCase()).digest('hex').slice(0, 12);
}

/** CR/LF in a header would start a new header (injection): headers are one line, always. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

const RETRY_DELAYS_MS = [200, 1000, 5000];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Tries again after each delay in turn (back-off); the last failure is thrown. */
export async function withRetries<T>(attempt: () => Promise<T>, delaysMs: readonly number[] = RETRY_DELAYS_MS) {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= delaysMs.length) throw error;
      await wait(delaysMs[tries]);
    }
  }
}

export function createTransport(config: MailConfig): Transporter {
  const { host, port, user, pass } = config.smtp;
  return nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: user ? { user, pass } : undefined,
    pool: true,
    maxConnections: config.smtp.maxConnections ?? 4,
    // A newsletter is thousands of messages: a connection carries many before it is renewed.
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function createMailer(config: MailConfig): Mailer {
  const transport = createTransport(config);
  const pending = new Set<Promise<void>>();
  const send = async (mail: OutgoingMail) => {
    const headers = Object.fromEntries(Object.entries(mail.headers ?? {}).map(([k, v]) => [k, oneLine(v)]));
    await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: oneLine(mail.subject),
      html: mail.html,
      text: mail.text,
      headers,
    });
  };
  return {
    send,
    sendLater(mail, label) {
      const job = withRetries(() => send(mail))
        .catch((error: unknown) => {
          console.error(`[mail] ${label} to ${addressDigest(mail.to)} failed: ${(error as Error).message}`);
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => transport.close(),
  };
}
