import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { RODI_POST_PATH } from "~/content/archive";
import { rodiCheatSheetCopy as copy, rodiCheatSheetMeta } from "~/content/rodi-cheat-sheet";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/rodi-cheat-sheet";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(rodiCheatSheetMeta, args);

export default function RodiCheatSheetRoute() {
  return (
    <div className="container-page grid items-center gap-10 py-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-20">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.placeholder}>
        <p className="mt-4 text-muted-foreground">{copy.meanwhile}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={RODI_POST_PATH}>
              {copy.postLink}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/resources">
              <ArrowLeft aria-hidden="true" />
              {copy.resourcesLink}
            </Link>
          </Button>
        </div>
      </PageHeader>
      <img
        src={copy.illustration.src}
        width={copy.illustration.width}
        height={copy.illustration.height}
        alt=""
        decoding="async"
        className="mx-auto h-auto w-full max-w-xs"
      />
    </div>
  );
}
