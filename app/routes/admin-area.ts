import consoleCss from "~/features/admin/console.css?url";
import { consoleArea } from "~/features/admin/admin-guard.server";
import type { Route } from "./+types/admin-area";

/**
 * The pathless layout around everything under /admin, the sign-in pages included: rate-limited,
 * writes only from this origin, answers never cached or indexed. The console itself adds the
 * session check (routes/admin.tsx).
 */
export const middleware: Route.MiddlewareFunction[] = [consoleArea];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: consoleCss }];
