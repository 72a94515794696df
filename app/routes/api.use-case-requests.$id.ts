import { databaseContext } from "~/context";
import { requestGuideAccess } from "~/features/payment/guide-access.server";
import { readVisitId } from "~/features/finder/finder-visit.server";
import { requestStateResponse } from "~/features/finder/request-events.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-requests.$id";

export const handle: RouteHandle = { sitemap: false };

/** A finder request's state as JSON, for polling when a live stream can't be held open. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  return requestStateResponse(database, params.id, readVisitId(request), await requestGuideAccess(request, database.db));
}
