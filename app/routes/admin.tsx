import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { ConsoleShell, type ConsoleWho } from "~/features/admin/console-shell";
import { requireSignIn, signInContext, type OwnerOnlyRefusal } from "~/features/admin/admin-guard.server";
import type { Route } from "./+types/admin";

/**
 * Every route inside the console needs a sign-in, and an owner's area an owner: its loaders and
 * actions run only after this, and every write that succeeds is written to the activity log.
 */
export const middleware: Route.MiddlewareFunction[] = [requireSignIn];

export const meta: Route.MetaFunction = () => [{ title: "Owner's console" }, { name: "robots", content: "noindex, nofollow" }];

/** Who is signed in, for the frame: their name, and their role, which decides the navigation. */
export function loader({ context }: Route.LoaderArgs): { who: ConsoleWho } {
  const { name, role } = context.get(signInContext);
  return { who: { name, role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell who={loaderData.who}>
      <Outlet />
    </ConsoleShell>
  );
}

const isOwnerOnlyRefusal = (value: unknown): value is OwnerOnlyRefusal =>
  typeof value === "object" && value !== null && "role" in value && "message" in value;

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refused = status === 403 && isRouteErrorResponse(error) && isOwnerOnlyRefusal(error.data) ? error.data : undefined;
  const who = loaderData?.who ?? (refused ? { name: "", role: refused.role } : undefined);
  return (
    <ConsoleShell who={who?.name ? who : undefined}>
      <div role="alert" className="rounded-lg border border-border bg-card p-6">
        <h1 className="text-xl font-bold">
          {status === 401
            ? "Your session has ended"
            : status === 403
              ? "This page is for the site's owner"
              : status === 404
                ? "Not found"
                : "Something went wrong"}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {status === 401 ? (
            <Link className="text-primary underline" to="/admin/sign-in">
              Sign in again
            </Link>
          ) : status === 403 ? (
            <>
              Your role is editor: live sessions, registrants, messages and the site&apos;s content are yours; forgetting people, exports of
              personal data, passkeys, collaborators and settings are the owner&apos;s.{" "}
              <Link className="text-primary underline" to="/admin">
                Back to the overview
              </Link>
            </>
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
