import { redirect } from "react-router";
import { newsletterFormUrls } from "~/content/site-config";
import { getEnv } from "~/config/env.server";
import type { RouteHandle } from "~/lib/route-handle";
import { countConversion } from "~/owner/conversions.server";
import type { Route } from "./+types/newsletter.subscribe.$form";

// A redirect, not a page.
export const handle: RouteHandle = { sitemap: false };

/** Counts a newsletter click (decision 033) and sends the visitor on to the form's hosted page; an unknown form is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = getEnv();
  if (!Object.values(site.newsletter.forms).includes(params.form)) throw new Response("Not Found", { status: 404 });
  countConversion(request, context, "newsletter-click");
  return redirect(newsletterFormUrls(site, params.form).hostedUrl, {
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
