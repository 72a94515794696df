import { data } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { businessBuildingEarlyAccess, careerEarlyAccess, coachesLeadersEarlyAccess, type EarlyAccessPage } from "~/content/early-access";
import { courseDeal, type Offers } from "~/content/offers";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { databaseContext, keepWhile } from "~/context";
import { EarlyAccessPage as EarlyAccessPageView } from "~/features/signups/early-access-page";
import { signupAction } from "~/features/signups/signup-action.server";
import type { SignupResult } from "~/features/signups/signup-fields";
import { formRouteExports } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/early-access";

/**
 * Made of the site's values and its own words alone: rendered once per change to them and kept
 * (decision 068), and again when the offer a page quotes ends (its words carry the verdict).
 */
export const handle: RouteHandle = { renderOnce: true, keep: true };

/** Each early-access page by its path in the route table (app/routes.ts mounts this module once per page). */
const pages: Record<string, { pageSource: EarlyAccessPage["pageSource"]; page: (offers: Offers, now: Date) => EarlyAccessPage }> = {
  "business-building-ai": {
    pageSource: "business-building-ai",
    page: (offers, now) => businessBuildingEarlyAccess(courseDeal(offers, "business-building-ai", now)),
  },
  "career-ai": { pageSource: "career-ai", page: (offers, now) => careerEarlyAccess(courseDeal(offers, "ai-tools-job-hunting", now)) },
  "ai-coaches-leaders": { pageSource: "ai-coaches-leaders", page: () => coachesLeadersEarlyAccess },
};

/** The route's own path, as the table writes it (whatever the letter case the visitor used). */
function pageOf(pattern: string) {
  const page = pages[pattern.replace(/^\//, "")];
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** A page's words, made for the offers in force, travel as its loader data (inside its HTML), not in its JavaScript. */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const { page } = pageOf(pattern);
  const database = context.get(databaseContext);
  const values = await getSiteValues(database);
  keepWhile(context, siteValuesStand(database, values));
  return { page: page(values.offers, new Date()) };
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
