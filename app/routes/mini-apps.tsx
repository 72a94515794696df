import { miniAppsMeta } from "~/content/mini-apps";
import { MiniAppsPage } from "~/features/mini-apps/mini-apps-page";
import { pageMeta } from "~/lib/meta";
import { lazyDialog } from "~/lib/mini-app-dialog";
import type { Route } from "./+types/mini-apps";

export const meta: Route.MetaFunction = (args) => pageMeta(miniAppsMeta, args);

/** Each card's dialog, loaded on first use. The finder's two dialogs join this map. */
const dialogs = {
  beginnerIdeas: lazyDialog(() => import("~/features/mini-apps/beginner-ideas-dialog").then((module) => module.BeginnerIdeasDialog)),
};

export default function MiniAppsRoute() {
  return <MiniAppsPage dialogs={dialogs} />;
}
