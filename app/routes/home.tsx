import {
  COMMUNITY_ID,
  featuredOffer,
  homeLists,
  homeMeta,
  LATEST_POST_COUNT,
  popularGuides,
  productsAndCommunities,
  type GuideLink,
} from "~/content/home";
import { miniAppsCopy } from "~/content/mini-apps";
import { SUBSCRIBE_ANCHOR } from "~/content/navigation";
import { HERO_HEADLINE } from "~/content/newsletter";
import { AVATAR_SRC } from "~/content/profile";
import { courseDeal } from "~/content/offers";
import { courseCards } from "~/content/course-cards";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { databaseContext, keepWhile } from "~/context";
import { blogStands, getPublicBlog } from "~/features/blog/post-store.server";
import { PostRow } from "~/features/blog/post-row";
import { toPostSummary } from "~/features/blog/posts.server";
import { CourseCard } from "~/features/courses/course-card";
import { NewsletterProof } from "~/features/home/newsletter-proof";
import { getEnv } from "~/config/env.server";
import { GuideList, ListHeading, listHeadingId } from "~/features/home/guide-list";
import { ProfileSidebar } from "~/features/home/profile-sidebar";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { pageMeta, personJsonLd, siteFromMatches } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/lib/route-handle";

// The words arrive as loader data, inside the kept HTML, rather than in the page's
// JavaScript: Home has the tightest script budget of the site (120 KB).

// Nothing on this page needs React in the browser; it lists the newest posts and says whether the
// business course's early bird is open, so its HTML is rendered once per change to either.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export async function loader({ context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  const [values, blog] = await Promise.all([getSiteValues(database), getPublicBlog(database)]);
  // Nothing else on the page changes while the site runs: it is kept as long as both stand.
  keepWhile(context, siteValuesStand(database, values));
  keepWhile(context, blogStands(database, blog));
  const { communityUrl } = values.site;
  const { posts } = blog;
  const latestPosts = posts.slice(0, LATEST_POST_COUNT).map((post) => toPostSummary(post, getEnv().site.imageServiceUrl));
  const now = new Date();
  // The course on sale to feature: the first whose offer stands, else the first of the list.
  const cards = courseCards(values.offers, now, featuredOffer.button);
  const featured = cards.find((card) => card.price.offer) ?? cards[0];
  const miniApps: GuideLink[] = miniAppsCopy.cards.map((card) => ({
    id: card.id,
    title: card.title,
    description: card.description,
    link: homeLists.miniApps.more.to,
  }));
  return {
    popularGuides,
    latestPosts,
    featured,
    miniApps,
    products: productsAndCommunities(courseDeal(values.offers, "business-building-ai", now)).map((entry) =>
      entry.id === COMMUNITY_ID ? { ...entry, link: communityUrl } : entry,
    ),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return pageMeta({ ...homeMeta, nameFirst: true, jsonLd: site && personJsonLd(site, homeMeta.description) }, args);
};

const latestPostsId = listHeadingId(homeLists.latestPosts.title);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  const newest = loaderData.latestPosts[0];
  const latest = newest ? { title: newest.title, link: `/blog/${newest.slug}` } : undefined;
  return (
    // The signup is at the top of this grid on every width (the fragment #subscribe leads here).
    <div id={SUBSCRIBE_ANCHOR} className="container-page grid gap-8 py-10 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-12 lg:py-14">
      {/* One embed for phones, one for wider screens; only the visible one loads. On phones the
          signup comes first, with what readers say, before the bio: it is what the page is for. */}
      <div className="grid gap-5 lg:hidden">
        <NewsletterSignup heading={HERO_HEADLINE} headingLevel="h1" containerId="convertkit-form-hero-mobile" />
        <NewsletterProof id="newsletter-proof-phone" latest={latest} />
      </div>
      <ProfileSidebar site={site} avatarSrc={AVATAR_SRC} />
      <div className="flex min-w-0 flex-col gap-12">
        <div className="hidden gap-5 lg:grid">
          <NewsletterSignup heading={HERO_HEADLINE} headingLevel="h1" />
          <NewsletterProof id="newsletter-proof" latest={latest} />
        </div>
        {loaderData.featured ? (
          <section aria-labelledby="featured-offer">
            <h2 id="featured-offer" className="text-h3 font-bold">
              {featuredOffer.heading}
            </h2>
            <div className="mt-4">
              <CourseCard card={loaderData.featured} wide />
            </div>
          </section>
        ) : null}
        <GuideList title="Popular Guides" guides={loaderData.popularGuides} />
        <section aria-labelledby={latestPostsId}>
          <ListHeading id={latestPostsId} title={homeLists.latestPosts.title} more={homeLists.latestPosts.more} />
          <ul className="mt-4 grid gap-3">
            {loaderData.latestPosts.map((post) => (
              <li key={post.slug}>
                <PostRow post={post} />
              </li>
            ))}
          </ul>
        </section>
        <GuideList title={homeLists.miniApps.title} guides={loaderData.miniApps} more={homeLists.miniApps.more} look="tiles" />
        <GuideList title="Products & Communities" guides={loaderData.products} />
      </div>
    </div>
  );
}
