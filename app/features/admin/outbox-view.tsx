import { Link } from "react-router";
import type { OutboxStatus } from "~/db/schema";

/** An outbox status as the owner reads it. */
export const OUTBOX_STATUS_WORDS: Record<OutboxStatus, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
};

/** The Setup page, where e-mail is set up (its own page in the console). */
const SETUP_PATH = "/admin/setup";

/** Said wherever e-mails wait only because no SMTP server is configured. */
export function EmailNotSetUp() {
  return (
    <p role="note" className="mb-4 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
      E-mail is not set up yet, so these wait here.{" "}
      <Link to={SETUP_PATH} className="text-primary underline">
        Set it up on the Setup page.
      </Link>
    </p>
  );
}
