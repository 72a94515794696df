import { getSiteValues } from "~/content/site-values.server";
import { data } from "react-router";
import { databaseContext, jobQueueContext } from "~/context";
import type { CancelAnswer } from "~/features/events/event-view";
import { ManagePage } from "~/features/events/manage-page";
import { cancelFromManagePage, readManagePage } from "~/features/events/manage-view.server";
import { forgetUpcomingEvents } from "~/features/events/upcoming-cache.server";
import { passRetryAfter } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/events.manage.$token";
import { manageWords } from "~/content/events-manage";

// One person's page, named by the secret in its address: not for search engines or the sitemap.
export const handle: RouteHandle = { sitemap: false };

export const meta: Route.MetaFunction = (args) =>
  pageMeta({ title: manageWords.manageTitle, description: manageWords.manageDescription, noindex: true }, args);

// The token is the page's only key: no shared cache may keep the page, and its links send no referrer.
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export const headers: Route.HeadersFunction = (args) => ({ ...PRIVATE, ...passRetryAfter(args) });

/** A forged, expired or cancelled link answers a plain page (404 or 410), never anyone's data. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await readManagePage(context.get(databaseContext).db, params.token, new Date());
  const status = page.state === "bad-link" ? 404 : page.state === "cancelled" ? 410 : 200;
  return data({ page }, { status, headers: PRIVATE });
}

/** 'Cancel my registration' / 'Leave the waitlist': the seat is free at once. */
export async function action({ params, context }: Route.ActionArgs) {
  const database = context.get(databaseContext);
  const answer: CancelAnswer = await cancelFromManagePage(database.db, context.get(jobQueueContext), params.token, {
    now: new Date(),
    site: (await getSiteValues(database)).site,
  });
  if (answer.outcome === "cancelled") forgetUpcomingEvents(database);
  const status = answer.outcome === "cancelled" ? 200 : answer.outcome === "invalid" ? 404 : 409;
  return data({ answer }, { status, headers: PRIVATE });
}

export default function ManageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagePage data={loaderData.page} answer={actionData?.answer} />;
}
