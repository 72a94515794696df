import { databaseContext } from "~/context";
import { readVisitId } from "~/features/finder/finder-visit.server";
import { requestStateResponse } from "~/features/finder/request-events.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-requests.$id";

export const handle: RouteHandle = { sitemap: false };

/** A finder request's state as JSON, for polling when a live stream can't be held open. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return requestStateResponse(context.get(databaseContext), params.id, readVisitId(request));
}
