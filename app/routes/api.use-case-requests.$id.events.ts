import { clientAddressContext, databaseContext } from "~/context";
import { getEnv } from "~/config/env.server";
import { streamCaps } from "~/db/limits.server";
import { readVisitId } from "~/features/finder/finder-visit.server";
import { requestEventsResponse } from "~/features/finder/request-events.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-requests.$id.events";

export const handle: RouteHandle = { sitemap: false };

/** A finder request's state, live, as server-sent events. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return requestEventsResponse(request, context.get(databaseContext), params.id, readVisitId(request), {
    maxStreams: getEnv().server.FINDER_MAX_STREAMS,
    slots: streamCaps("finder"),
    address: context.get(clientAddressContext),
  });
}
