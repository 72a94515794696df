import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { ConsoleShell } from "~/features/admin/console-shell";
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ConsoleShell>
      <div role="alert" className="rounded-lg border border-border bg-card p-6">
        <h1 className="text-xl font-bold">
          {status === 401 ? "Your session has ended" : status === 404 ? "Not found" : "Something went wrong"}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {status === 401 ? (
            <Link className="text-primary underline" to="/admin/sign-in">
              Sign in again
            </Link>
          ) : status === 404 ? (
            "There is nothing at this address."
          ) : (
            "Please try again in a moment."
          )}
        </p>
      </div>
    </ConsoleShell>
  );
}
