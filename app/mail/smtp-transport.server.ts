import type { Transporter } from "nodemailer";
import type { AppEnv, DkimSigning } from "~/config/env.server";
import type { OutboxAttachment } from "~/db/schema";

/** One message as the outbox holds it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
  /** Headers of its own (a newsletter issue's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Where messages go, without credentials: safe to log. */
  readonly description: string;
  /** Resolves once the server has accepted the message; rejects with the server's reason. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

// nodemailer waits up to 2 min to connect and 10 min on a silent socket. A worker that hangs that
// long holds its job and the row's claim, so fail sooner and let the retry schedule take over.
// Query parameters of SMTP_URL (?socketTimeout=…) still override these.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Nothing here is sent for longer than this, so a claim outlives any send in progress. */
export const SEND_TIMEOUT_MS = TIMEOUTS.connectionTimeout + TIMEOUTS.greetingTimeout + TIMEOUTS.socketTimeout;

/**
 * The header fields a DKIM signature covers: nodemailer's own list (the fields RFC 6376 names)
 * with List-Unsubscribe-Post added, because one-click unsubscribing (RFC 8058) counts only when
 * both unsubscribe headers are signed, and nodemailer's list has the first but not the second.
 */
const SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:Content-ID",
  "Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:References",
  "List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive",
].join(":");

/** Where and how the site's e-mails are sent: SMTP_URL, MAIL_FROM and the DKIM key. */
export interface SmtpSettings {
  url: string;
  from: string;
  /** Every message is signed with it when set. */
  dkim?: DkimSigning;
}

/** The configuration's SMTP settings, or undefined when e-mail is not set up (no SMTP_URL or MAIL_FROM). */
export function smtpSettings(env: AppEnv): SmtpSettings | undefined {
  const { SMTP_URL, MAIL_FROM } = env.server;
  if (!SMTP_URL || !MAIL_FROM) return undefined;
  return { url: SMTP_URL, from: MAIL_FROM, ...(env.dkim ? { dkim: env.dkim } : {}) };
}

/**
 * An SMTP transport for SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when the
 * server offers it; smtps:// is TLS from the start) sending as MAIL_FROM, every message signed
 * with the DKIM key when one is configured (the outbox and the newsletter both send through here).
 */
export function createSmtpTransport(options: SmtpSettings): MailTransport {
  // Pooled: a burst (reminders, an update to every registrant) reuses a few logged-in connections
  // instead of connecting and authenticating once per message.
  // nodemailer loads with the first message, not at every start (decision 065).
  let transporter: Promise<Transporter> | undefined;
  const signing = options.dkim ? { dkim: { ...options.dkim, headerFieldNames: SIGNED_HEADERS } } : {};
  const connect = () =>
    (transporter ??= import("nodemailer").then(({ createTransport }) =>
      createTransport({ ...TIMEOUTS, ...signing, pool: true, url: options.url }),
    ));
  const target = new URL(options.url);
  return {
    description: `${target.protocol}//${target.hostname}:${target.port || (target.protocol === "smtps:" ? 465 : 587)}`,
    async send(message) {
      const info = await (
        await connect()
      ).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
      return { messageId: String(info.messageId) };
    },
    close() {
      void transporter?.then((loaded) => loaded.close());
    },
  };
}

/**
 * Connects to the SMTP server and logs in, sending nothing: whether the server answers and takes
 * the credentials. Rejects with the server's (or the network's) reason.
 */
export async function checkSmtpLogin(url: string): Promise<void> {
  const { createTransport } = await import("nodemailer");
  const transporter = createTransport({ ...TIMEOUTS, url });
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}
