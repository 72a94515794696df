import { ArrowLeft, Home } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export const notFoundTitle = "Page Not Found";
export const notFoundText = "The page you're looking for doesn't exist or has been moved.";

export function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
      <h1 className="mt-3 text-h1 font-bold text-balance">{notFoundTitle}</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Without JavaScript there is no history to go back through; the link home always works. */}
        <Button variant="outline" size="lg" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
