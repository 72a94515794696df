import { useEffect } from "react";
import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { guideAccessPageWords as words } from "~/content/payment-check";
import { databaseContext } from "~/context";
import { markFullGuideUnlocked } from "~/features/finder/full-guide-unlock";
import { guideAccessCookie, guideLinkAccess } from "~/features/payment/guide-access.server";
import { PaymentResult } from "~/features/payment/payment-result";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/full-guide.access.$token";

// One buyer's link, named by the signed token in its address: no sitemap, no search engine.
export const handle: RouteHandle = { sitemap: false };

export const meta: Route.MetaFunction = (args) =>
  pageMeta({ title: args.loaderData?.view.heading ?? "", description: args.loaderData?.view.text ?? "", noindex: true }, args);

const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The e-mailed access link (decision 073): opened on any browser, it gives that browser the
 * purchase's cookie while the purchase stands. A refunded purchase's link unlocks nothing; a link
 * the site did not make is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext).db;
  const access = await guideLinkAccess(db, params.token);
  // The page's words come with its data: the browser's code carries none of them.
  const page = (state: "unlocked" | "refunded" | "bad-link", view: { heading: string; text: string; detail: string }) => ({
    unlocked: state === "unlocked",
    view,
    link: words.link,
  });
  if (!access) return data(page("bad-link", words.badLink), { status: 404, headers: PRIVATE });
  if (access.state === "refunded") return data(page("refunded", words.refunded), { headers: PRIVATE });
  const cookie = await guideAccessCookie(db, access.purchaseId, getEnv().site.siteUrl);
  return data(page("unlocked", words.unlocked), { headers: { ...PRIVATE, "Set-Cookie": cookie } });
}

export default function GuideAccessRoute({ loaderData }: Route.ComponentProps) {
  const { unlocked, view, link } = loaderData;
  useEffect(() => {
    if (unlocked) markFullGuideUnlocked();
  }, [unlocked]);
  return (
    <PaymentResult outcome={unlocked ? "success" : "canceled"} heading={view.heading} text={view.text} detail={view.detail} link={link} />
  );
}
