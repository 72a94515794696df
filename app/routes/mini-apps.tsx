import { miniAppsMeta } from "~/content/mini-apps";
import type { RouteHandle } from "~/lib/route-handle";
import { MiniAppsPage } from "~/features/mini-apps/mini-apps-page";
import { pageMeta } from "~/lib/meta";
import { lazyDialog } from "~/components/mini-app-dialog";
import type { Route } from "./+types/mini-apps";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(miniAppsMeta, args);

/** Each card's dialog, loaded on first use. */
const dialogs = {
  beginnerIdeas: lazyDialog(() => import("~/features/mini-apps/beginner-ideas-dialog").then((module) => module.BeginnerIdeasDialog)),
  useCaseFinder: lazyDialog(() => import("~/features/finder/finder-dialog").then((module) => module.FinderDialog)),
  gpt5Analyzer: lazyDialog(() => import("~/features/finder/gpt5-analyzer-dialog").then((module) => module.Gpt5AnalyzerDialog)),
};

export default function MiniAppsRoute() {
  return <MiniAppsPage dialogs={dialogs} />;
}
