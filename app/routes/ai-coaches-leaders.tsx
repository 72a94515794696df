import { coachesLeadersEarlyAccess } from "~/content/early-access";
import { EarlyAccessPage } from "~/features/signups/early-access-page";
import { signupAction } from "~/features/signups/signup-action.server";
import { signupClientAction, signupHeaders } from "~/features/signups/signup-route";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-coaches-leaders";

/** The page's words travel as loader data (in the prerendered HTML), not in its JavaScript. */
export function loader() {
  return { page: coachesLeadersEarlyAccess };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args.loaderData.page.meta, args) : []);

export async function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context, coachesLeadersEarlyAccess.pageSource);
}

export const clientAction = signupClientAction;

export const headers: Route.HeadersFunction = signupHeaders;

export default function EarlyAccessRoute({ loaderData }: Route.ComponentProps) {
  return <EarlyAccessPage page={loaderData.page} />;
}
