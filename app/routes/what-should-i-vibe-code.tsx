import { toolLinks } from "~/content/ai-tools";
import type { RouteHandle } from "~/lib/route-handle";
import { getEnv } from "~/config/env.server";
import { ideaToolCopy as copy, ideaToolMeta } from "~/content/idea-tool";
import { PageHeader } from "~/components/page-header";
import { ideaToolAction } from "~/features/idea-tool/idea-tool-action.server";
import type { IdeaToolActionData } from "~/features/idea-tool/idea-tool-data";
import { IdeaTool } from "~/features/idea-tool/idea-tool";
import { formRouteExports } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/what-should-i-vibe-code";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

const PATH = "/resources/what-should-i-vibe-code";

/** Prerendered: the page reads nothing per request; only its action runs on the server. */
export function loader() {
  return { builderUrl: toolLinks.lovable, inputMaxLength: getEnv().server.AI_INPUT_MAX_LENGTH };
}

export const meta: Route.MetaFunction = (args) => pageMeta(ideaToolMeta, args);

export async function action({ request, context }: Route.ActionArgs) {
  return ideaToolAction(request, context);
}

// A lost connection or a server error leaves the visitor in the form with the failure toast; a
// refusal's Retry-After reaches the response.
const form = formRouteExports<IdeaToolActionData>({ ok: false, errors: {}, failed: true });
export const clientAction = form.clientAction;
export const headers = form.headers;

export default function WhatShouldIVibeCodeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <div className="mt-10">
        <IdeaTool action={PATH} builderUrl={loaderData.builderUrl} inputMaxLength={loaderData.inputMaxLength} />
      </div>
    </div>
  );
}
