/**
 * Why an e-mail was not delivered, in a sentence the owner can act on, read from the last error
 * the outbox worker stored (the mail server's own answer, or the connection's error). The stored
 * text stays as it was, for whoever needs the details; this is what the console and the command
 * line say first. The first rule that matches wins, so the narrower ones come first.
 */
const REASONS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b5\.1\.[78]\b|sender (address )?(refused|rejected)|mail from.*(refused|rejected)/i,
    "The mail server refused the site's sender address. Check the e-mail settings on the Setup page.",
  ],
  [
    /\b5\.1\.2\b|domain (not found|does not exist)|host (unknown|not found)|no mx/i,
    "The address's domain does not exist or takes no e-mail: the address may be mistyped.",
  ],
  [
    /\b5\.1\.[0-6]\b|user unknown|unknown user|no such (user|mailbox)|mailbox (unavailable|not found|does not exist)|does not exist|invalid recipient|recipient (address )?rejected/i,
    "The mailbox does not exist: the address may be mistyped.",
  ],
  [/\b5\.2\.2\b|mailbox (is )?full|over quota|quota exceeded|insufficient storage/i, "The recipient's mailbox is full."],
  [/spam|junk|blocklist|blacklist|reputation|\b5\.7\.1\b.*message/i, "The receiving server rejected it as spam."],
  [
    /\bEAUTH\b|\b535\b|invalid login|authentication (failed|unsuccessful)|username and password/i,
    "The site's mail server refused the site's login. Check the e-mail settings on the Setup page.",
  ],
  [
    /ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ESOCKET|ECONNECTION|connection (timeout|closed|refused)|greeting never received|socket hang up/i,
    "The site's mail server could not be reached.",
  ],
  [/refused this message for good|\b5\d\d\b/, "The receiving server refused the message for good."],
  [/\b4\d\d\b/, "The receiving server asked to try again later."],
];

/** The owner's sentence for a stored delivery error; null when there is no error. */
export function deliveryReason(lastError: string | null | undefined): string | null {
  if (!lastError) return null;
  for (const [pattern, sentence] of REASONS) if (pattern.test(lastError)) return sentence;
  return "It could not be sent: the message's page shows what the mail server answered.";
}
