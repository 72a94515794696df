import { expect, test } from "vitest";
import { deliveryReason } from "./delivery-reason";

test("a stored delivery error reads as a sentence the owner can act on", () => {
  const cases: Array<[string | null, string | null]> = [
    [null, null],
    ["", null],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ana@exmaple.com>: mailbox unavailable",
      "The mailbox does not exist: the address may be mistyped.",
    ],
    ["550 No such user here", "The mailbox does not exist: the address may be mistyped."],
    ["550 5.1.2 Host unknown", "The address's domain does not exist or takes no e-mail: the address may be mistyped."],
    ["Message failed: 554 5.7.1 message refused as spam", "The receiving server rejected it as spam."],
    ["552 5.2.2 Mailbox full", "The recipient's mailbox is full."],
    [
      "Mail command failed: 550 5.7.1 <site@example.com>: sender refused",
      "The mail server refused the site's sender address. Check the e-mail settings on the Setup page.",
    ],
    ["connect ECONNREFUSED 127.0.0.1:2525", "The site's mail server could not be reached."],
    ["Greeting never received", "The site's mail server could not be reached."],
    [
      "Invalid login: 535 Invalid username or password",
      "The site's mail server refused the site's login. Check the e-mail settings on the Setup page.",
    ],
    ["Message failed: 554 Transaction failed", "The receiving server refused the message for good."],
    ["451 4.3.0 Temporary failure", "The receiving server asked to try again later."],
    ["something odd", "It could not be sent: the message's page shows what the mail server answered."],
  ];
  for (const [stored, sentence] of cases) expect(deliveryReason(stored), String(stored)).toBe(sentence);
});
