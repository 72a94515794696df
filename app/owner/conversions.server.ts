import type { RouterContextProvider } from "react-router";
import { analyticsContext, clientAddressContext } from "~/context";
import type { ConversionKind } from "~/db/schema";

/**
 * Counts a conversion of the visitor making this request (an action's): early-access sign-up,
 * registration, mini-app run, newsletter sign-up (the site's own form) or newsletter click. Not awaited by the action: finding the visit's
 * landing page is a read the visitor need not wait for, and the next flush waits for it.
 */
export function countConversion(request: Request, context: Readonly<RouterContextProvider>, kind: ConversionKind): void {
  const analytics = context.get(analyticsContext);
  if (!analytics) return;
  void analytics.conversion({ url: new URL(request.url), headers: request.headers, address: context.get(clientAddressContext) }, kind);
}

/** The page the visit of this request's visitor landed on today (undefined when analytics is off or saw no visit): a sale keeps it. */
export async function landingPageOf(request: Request, context: Readonly<RouterContextProvider>): Promise<string | undefined> {
  const analytics = context.get(analyticsContext);
  if (!analytics) return undefined;
  return analytics.landingPage({ url: new URL(request.url), headers: request.headers, address: context.get(clientAddressContext) });
}
