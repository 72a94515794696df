import { clientAddressContext, databaseContext } from "~/context";
import { getEnv } from "~/config/env.server";
import { streamCaps } from "~/db/limits.server";
import { requestGuideAccess } from "~/features/payment/guide-access.server";
import { readVisitId } from "~/features/finder/finder-visit.server";
import { requestEventsResponse } from "~/features/finder/request-events.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-requests.$id.events";

export const handle: RouteHandle = { sitemap: false };

/** A finder request's state, live, as server-sent events. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  return requestEventsResponse(request, database, params.id, readVisitId(request), {
    maxStreams: getEnv().server.FINDER_MAX_STREAMS,
    slots: streamCaps("finder"),
    address: context.get(clientAddressContext),
    guide: await requestGuideAccess(request, database.db),
  });
}
