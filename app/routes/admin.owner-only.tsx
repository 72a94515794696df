import { data } from "react-router";
import { signInContext, type OwnerOnlyRefusal } from "~/features/admin/admin-guard.server";
import { OWNER_ONLY_MESSAGE } from "~/features/admin/roles";
import type { Route } from "./+types/admin.owner-only";

/**
 * Where an editor who asked for one of the owner's pages is sent (requireSignIn): a 403 drawn in
 * the console's frame by routes/admin.tsx. The guard cannot answer that page itself: an error
 * thrown before any loader has run is drawn by the site's own error page, outside the console.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw data<OwnerOnlyRefusal>({ message: OWNER_ONLY_MESSAGE, role: context.get(signInContext).role }, { status: 403 });
}

// Never drawn (the loader always throws); a component makes this a page, so its error gets the console's frame.
export default function OwnerOnly() {
  return null;
}
