import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMessage {
  /** The envelope, as the client gave it in MAIL FROM and RCPT TO. */
  from: string;
  to: string[];
  /** Who logged in, when the client authenticated. */
  user: string | undefined;
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://user:pass@127.0.0.1:port for SMTP_URL. */
  url: string;
  messages: ReceivedMessage[];
  /** Resolves once `count` messages have arrived; rejects after timeoutMs. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  close(): Promise<void>;
}

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "s3cret pass";

interface TestSmtpServerOptions {
  /** How long each message is held before it is accepted. */
  delayMs?: number;
  /** Senders refused with 550 at MAIL FROM. */
  rejectSenders?: RegExp;
  /** Recipients refused with 550 at RCPT TO. */
  rejectRecipients?: RegExp;
  /** Messages to these recipients are refused with 554 after DATA. */
  rejectDataFor?: RegExp;
  /** Recipients answered 451 (try again later) at RCPT TO while this says so. */
  deferRecipient?: (address: string) => boolean;
}

/**
 * A real SMTP server on loopback (the smtp-server package) that requires a login and keeps what
 * it receives, refusing with a 5xx answer what the options name. No STARTTLS: the client must not
 * need a certificate to talk to it.
 */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("535 Invalid username or password"));
    },
    onMailFrom(address, _session, callback) {
      if (options.rejectSenders?.test(address.address)) {
        callback(Object.assign(new Error(`5.7.1 <${address.address}>: sender refused`), { responseCode: 550 }));
      } else callback();
    },
    onRcptTo(address, _session, callback) {
      if (options.deferRecipient?.(address.address)) {
        callback(Object.assign(new Error(`4.2.0 <${address.address}>: try again later`), { responseCode: 451 }));
      } else if (options.rejectRecipients?.test(address.address)) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        if (session.envelope.rcptTo.some((rcpt) => options.rejectDataFor?.test(rcpt.address))) {
          callback(Object.assign(new Error("5.7.1 message refused as spam"), { responseCode: 554 }));
          return;
        }
        void simpleParser(raw).then((parsed) => {
          // Held a moment, so concurrent senders really overlap.
          setTimeout(() => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              user: typeof session.user === "string" ? session.user : undefined,
              raw,
              parsed,
            });
            for (const wake of waiters) wake();
            callback();
          }, options.delayMs ?? 0);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    messages,
    waitForMessages(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nobody listening on it: an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
