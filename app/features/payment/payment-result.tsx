import { ArrowLeft, CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The checkout's landing pages: one outcome, what it means, and the way back to the mini apps. */
export function PaymentResult({
  outcome,
  heading,
  text,
  detail,
  link,
}: {
  outcome: "success" | "canceled";
  heading: string;
  text: string;
  detail?: string;
  link: string;
}) {
  const Icon = outcome === "success" ? CircleCheck : CircleX;
  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-16 lg:py-24">
      <section
        aria-labelledby="payment-heading"
        className="w-full max-w-2xl rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-12"
      >
        <span
          className={
            outcome === "success"
              ? "mx-auto flex size-16 items-center justify-center rounded-full bg-brand-subtle text-brand"
              : "mx-auto flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground"
          }
        >
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 id="payment-heading" className="mt-6 text-h1 font-bold text-balance">
          {heading}
        </h1>
        <p className="mt-4 text-lg text-pretty">{text}</p>
        {detail && <p className="mt-3 text-muted-foreground text-pretty">{detail}</p>}
        <Button asChild size="lg" variant={outcome === "success" ? "default" : "outline"} className="mt-8">
          <Link to="/mini-apps">
            {outcome === "canceled" && <ArrowLeft aria-hidden="true" />}
            {link}
          </Link>
        </Button>
      </section>
    </div>
  );
}
