import { isRouteErrorResponse, Outlet } from "react-router";
import { ConsoleProblem, ConsoleShell } from "~/features/admin/console-shell";
import { requireSignIn } from "~/features/admin/admin-guard.server";
import type { Route } from "./+types/admin";

/** Every route inside the console needs the owner's session: its loaders and actions run only after this. */
export const middleware: Route.MiddlewareFunction[] = [requireSignIn];

export const meta: Route.MetaFunction = () => [{ title: "Owner's console" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  return (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  );
}

/** Any page of the console that failed, and an address under /admin with no page: inside the console's frame and navigation. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ConsoleShell>
      <ConsoleProblem status={isRouteErrorResponse(error) ? error.status : 500} />
    </ConsoleShell>
  );
}
