import { Link } from "react-router";
import { privacyLinkText } from "~/content/privacy-link";
import { cn } from "~/lib/utils";

/** Beside every form that takes personal data: where the visitor reads what happens to what they enter. */
export function PrivacyLink({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
        {privacyLinkText}
      </Link>
    </p>
  );
}
