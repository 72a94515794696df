import { isRouteErrorResponse } from "react-router";
import consoleCss from "~/features/admin/console.css?url";
import { consoleArea } from "~/features/admin/admin-guard.server";
import { ConsoleProblem, ConsoleShell } from "~/features/admin/console-shell";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/admin-area";

/**
 * The pathless layout around everything under /admin, the sign-in pages included: rate-limited,
 * writes only from this origin, answers never cached or indexed, and the console's own frame in
 * place of the site's header and footer. The console itself adds the session check (routes/admin.tsx).
 */
export const middleware: Route.MiddlewareFunction[] = [consoleArea];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: consoleCss }];

export const handle: RouteHandle = { siteChrome: false };

/** A sign-in page that failed: the console's bar, not the site's header, and the way back to signing in. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ConsoleShell signedIn={false}>
      <ConsoleProblem status={isRouteErrorResponse(error) ? error.status : 500} />
    </ConsoleShell>
  );
}
