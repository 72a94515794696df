import { ArrowUpRight, RefreshCw } from "lucide-react";
import { useLocation } from "react-router";
import { deferred } from "~/components/deferred";
import { ExternalLink } from "~/components/external-link";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/page-header";
import { databaseContext, loggerContext } from "~/context";
import { courseCards } from "~/content/course-cards";
import { freeGuides, popularResources } from "~/content/resource-cards";
import { HUB_CANONICAL_PATH, HUB_VIDEO_COUNT, resourcesCopy, resourcesMeta } from "~/content/resources";
import { getSiteValues } from "~/content/site-values.server";
import { CourseCard } from "~/features/courses/course-card";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { ResourceCard } from "~/features/resources/resource-card";
import { ResourceSection } from "~/features/resources/resource-section";
import { getCachedVideoList } from "~/features/videos/video-cache.server";
import { VideoGrid } from "~/features/videos/video-grid";
import { videoCopy } from "~/features/videos/video-copy";
import { videoJsonLd } from "~/features/videos/video-json-ld";
import { videoSyncAction } from "~/features/videos/video-sync-action.server";
import type { SyncResult, VideoGridData } from "~/features/videos/video-types";
import { formRouteExports, retryAfterOf } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/resources";

/**
 * Sync Videos, with its form's honeypot and the form kit behind it, loads after the page has
 * hydrated: the server's button posts without JavaScript until then.
 */
const SyncVideosButton = deferred<{ action: string }>(() =>
  import("~/features/videos/sync-videos-button").then((module) => module.SyncVideosButton),
);

/** Stands in for Sync Videos, at its size, while its code loads after a link to this page. */
const syncButtonStandIn = (
  <Button type="button" variant="outline" disabled>
    <RefreshCw aria-hidden="true" />
    {videoCopy.syncIdle}
  </Button>
);

/** Served at /resources and /watch-me-ai: one page, listed once, at its canonical path. */
export const handle: RouteHandle = { sitemap: () => [HUB_CANONICAL_PATH] };

// The cards' words travel as loader data inside the HTML, not in the page's JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const { site, offers } = await getSiteValues(context.get(databaseContext));
  let videos: VideoGridData;
  try {
    videos = { status: "ok", ...(await getCachedVideoList(context.get(databaseContext), { limit: HUB_VIDEO_COUNT })) };
  } catch (error) {
    context.get(loggerContext).error({ err: error }, "videos: could not read the video list");
    videos = { status: "error" };
  }
  return {
    popular: popularResources(site),
    guides: freeGuides(),
    courses: courseCards(offers, new Date(), resourcesCopy.coursesButton),
    videos,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return videoSyncAction(request, context);
}

/** A sync that fails on the way (server error, lost connection) gets the failure toast, not the error page. */
export const clientAction = formRouteExports<SyncResult>({ ok: false, message: videoCopy.syncFailed }).clientAction;

/** Every view asks the server, which answers from its list kept until the videos table changes. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control": "public, max-age=0, must-revalidate",
  ...retryAfterOf(actionHeaders, loaderHeaders),
});

export const meta: Route.MetaFunction = (args) => {
  const videos = args.loaderData?.videos;
  return pageMeta(
    {
      ...resourcesMeta,
      canonicalPath: HUB_CANONICAL_PATH,
      jsonLd: videos?.status === "ok" ? videos.videos.map(videoJsonLd) : undefined,
    },
    args,
  );
};

export default function ResourcesRoute({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const { videos } = loaderData;
  const copy = resourcesCopy;
  const grid = "grid gap-5 sm:grid-cols-2";
  const cardSections = [
    { id: "popular", heading: copy.popularHeading, intro: copy.popularIntro, cards: loaderData.popular, columns: "lg:grid-cols-4" },
    { id: "guides", heading: copy.guidesHeading, intro: copy.guidesIntro, cards: loaderData.guides, columns: "lg:grid-cols-3" },
  ];

  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-14">
        <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
        <NewsletterSignup
          heading={copy.heroNewsletter.heading}
          paragraphs={copy.heroNewsletter.paragraphs}
          containerId={copy.heroNewsletter.containerId}
        />
      </div>

      {cardSections.map(({ id, heading, intro, cards, columns }) => (
        <ResourceSection key={id} id={id} heading={heading} intro={intro}>
          <ul className={`${grid} ${columns}`}>
            {cards.map((card) => (
              <li key={card.id}>
                <ResourceCard card={card} comingSoonLabel={copy.comingSoon} />
              </li>
            ))}
          </ul>
        </ResourceSection>
      ))}

      <ResourceSection id="courses" heading={copy.coursesHeading} intro={copy.coursesIntro}>
        <ul className="grid gap-5 lg:grid-cols-3">
          {loaderData.courses.map((card) => (
            <li key={card.slug}>
              <CourseCard card={card} />
            </li>
          ))}
        </ul>
      </ResourceSection>

      {/* Last on a long page, with the heaviest cards: drawn when the visitor nears it (no link jumps past it). */}
      <ResourceSection
        id="tutorials"
        className="render-when-near"
        heading={copy.videosHeading}
        intro={
          videos.status === "ok" && videos.total > 0 ? `${copy.videosIntro} ${videoCopy.count(videos.total)} in all.` : copy.videosIntro
        }
        actions={
          <>
            {site.social.youtube && (
              <ExternalLink
                href={site.social.youtube}
                className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {copy.videosAllLink}
                <ArrowUpRight className="size-4" aria-hidden="true" />
              </ExternalLink>
            )}
            <SyncVideosButton action={pathname} fallback={syncButtonStandIn} />
          </>
        }
      >
        <VideoGrid data={videos} placeholders={HUB_VIDEO_COUNT} />
      </ResourceSection>

      <NewsletterSignup containerId={copy.closingNewsletter.containerId} />
    </div>
  );
}
