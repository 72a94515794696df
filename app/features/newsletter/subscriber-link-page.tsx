import { AddressText } from "~/components/address-text";
import { CheckCircle2, Mail, TriangleAlert } from "lucide-react";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export interface SubscriberLinkPageProps {
  /** ask: a button to press; done: the press took; bad-link: the link opens nothing. */
  tone: "ask" | "done" | "bad-link";
  heading: string;
  text: string;
  /** The address the link is for, shown after the text on the asking page. */
  email?: string;
  /** The button of the asking page: a plain form post to the page's own address. */
  button?: string;
  /** Why the last press did not go through (the rate limit). */
  refusal?: string;
  links: readonly { href: string; label: string }[];
}

/**
 * The page a subscriber's own link opens (the confirmation e-mail's, an issue's unsubscribe link):
 * one panel with what the link does and a button that does it. Opening the link changes nothing, so
 * a mail scanner that follows it confirms or unsubscribes no one; the button is a plain form post,
 * with or without JavaScript.
 */
export function SubscriberLinkPage({ tone, heading, text, email, button, refusal, links }: SubscriberLinkPageProps) {
  const Icon = tone === "done" ? CheckCircle2 : tone === "bad-link" ? TriangleAlert : Mail;
  return (
    <div className="container-page max-w-2xl py-12 lg:py-16">
      <Panel aria-labelledby="subscriber-link-heading">
        <div className="grid justify-items-center gap-4 py-4 text-center" data-testid="subscriber-link-page" data-tone={tone}>
          <Icon className="size-8 text-primary" aria-hidden="true" />
          <h1 id="subscriber-link-heading" className="text-h2 font-bold text-balance">
            {heading}
          </h1>
          <p className="max-w-md text-muted-foreground" role={tone === "ask" ? undefined : "status"}>
            {text}
            {email ? (
              <>
                {" "}
                <strong className="font-semibold text-foreground">
                  <AddressText text={email} />
                </strong>
                .
              </>
            ) : null}
          </p>
          {button ? (
            <form method="post" className="w-full sm:w-auto">
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                {button}
              </Button>
            </form>
          ) : null}
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
          {links.length > 0 ? (
            <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
              {links.map((link) => (
                <a key={link.href} href={link.href} className={linkClass}>
                  {link.label}
                </a>
              ))}
            </p>
          ) : null}
        </div>
      </Panel>
    </div>
  );
}
