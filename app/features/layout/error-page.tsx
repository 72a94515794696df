import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** What a visitor sees when something other than a missing page went wrong. */
export function ErrorPage({ status }: { status: number }) {
  const clientError = status >= 400 && status < 500;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error {status}</p>
      <h1 className="mt-3 text-h1 font-bold text-balance">
        {clientError ? "That request didn't work" : "Something went wrong on our side"}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        {clientError ? "Check the address or the form and try again." : "The problem has been logged. Please try again in a moment."}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
