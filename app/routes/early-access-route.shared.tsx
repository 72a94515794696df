import type { MetaArgs } from "react-router";
import type { EarlyAccessPage as EarlyAccessPageContent } from "~/content/early-access";
import { EarlyAccessPage } from "~/features/signups/early-access-page";
import type { SignupResult } from "~/features/signups/signup-fields";
import { formRouteExports } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";

interface EarlyAccessData {
  page: EarlyAccessPageContent;
}

const form = formRouteExports<SignupResult>({ ok: false, failed: true, errors: {} });

/**
 * Not a route: what the three early-access routes share in the browser. A page's words travel as its
 * loader data (inside the prerendered HTML), not in its JavaScript, so nothing here names a page:
 * each route hands its page to the server half, `earlyAccessServer` (early-access-route.server.ts).
 */
export const earlyAccessRoute = {
  meta: (args: MetaArgs) => {
    const data = args.loaderData as EarlyAccessData | undefined;
    return data ? pageMeta(data.page.meta, args) : [];
  },
  clientAction: form.clientAction,
  headers: form.headers,
  Component: function EarlyAccessRoute({ loaderData }: { loaderData: EarlyAccessData }) {
    return <EarlyAccessPage page={loaderData.page} />;
  },
};
