import { crossSiteRefusal, isCrossSiteWrite } from "~/lib/same-origin";
import type { Route } from "./+types/api";

/**
 * The pathless layout around every endpoint under /api/: whatever they accept, a write sent by
 * another site's page is refused here, before any of them reads its body or counts a request.
 */
export const middleware: Route.MiddlewareFunction[] = [({ request }, next) => (isCrossSiteWrite(request) ? crossSiteRefusal() : next())];
