import type { ActionFunctionArgs } from "react-router";
import type { EarlyAccessPage } from "~/content/early-access";
import { signupAction } from "~/features/signups/signup-action.server";

/**
 * Not a route: the server half of an early-access route (the browser half is
 * early-access-route.shared.tsx). The loader hands the page's words to the view; the action stores
 * sign-ups under the page's source.
 */
export function earlyAccessServer(page: EarlyAccessPage) {
  return {
    loader: () => ({ page }),
    action: ({ request, context }: ActionFunctionArgs) => signupAction(request, context, page.pageSource),
  };
}
