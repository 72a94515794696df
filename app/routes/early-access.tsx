import { data } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { businessBuildingEarlyAccess, careerEarlyAccess, coachesLeadersEarlyAccess, type EarlyAccessPage } from "~/content/early-access";
import { EarlyAccessPage as EarlyAccessPageView } from "~/features/signups/early-access-page";
import { signupAction } from "~/features/signups/signup-action.server";
import type { SignupResult } from "~/features/signups/signup-fields";
import { formRouteExports } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/early-access";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

/** Each early-access page by its path in the route table (app/routes.ts mounts this module once per page). */
const pages: Record<string, EarlyAccessPage> = {
  "business-building-ai": businessBuildingEarlyAccess,
  "career-ai": careerEarlyAccess,
  "ai-coaches-leaders": coachesLeadersEarlyAccess,
};

/** The route's own path, as the table writes it (whatever the letter case the visitor used). */
function pageOf(pattern: string): EarlyAccessPage {
  const page = pages[pattern.replace(/^\//, "")];
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** A page's words travel as its loader data (inside the prerendered HTML), not in its JavaScript. */
export function loader({ pattern }: Route.LoaderArgs) {
  return { page: pageOf(pattern) };
}

/** Stores a sign-up under the page's source. */
export function action({ request, context, pattern }: Route.ActionArgs) {
  return signupAction(request, context, pageOf(pattern).pageSource);
}

const form = formRouteExports<SignupResult>({ ok: false, failed: true, errors: {} });
export const clientAction = form.clientAction;
export const headers = form.headers;

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args.loaderData.page.meta, args) : []);

export default function EarlyAccessRoute({ loaderData }: Route.ComponentProps) {
  return <EarlyAccessPageView page={loaderData.page} />;
}
