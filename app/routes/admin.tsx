import { isRouteErrorResponse, Outlet } from "react-router";
import { ConsoleProblem, ConsoleShell, type ConsoleWho } from "~/features/admin/console-shell";
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

/** Any page of the console that failed, and an address under /admin with no page: inside the console's frame and navigation. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refused = status === 403 && isRouteErrorResponse(error) && isOwnerOnlyRefusal(error.data) ? error.data : undefined;
  const who = loaderData?.who ?? (refused ? { name: "", role: refused.role } : undefined);
  return (
    <ConsoleShell who={who}>
      <ConsoleProblem status={status} />
    </ConsoleShell>
  );
}
