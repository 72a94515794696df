import {
  COMMUNITY_ID,
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
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { databaseContext, keepWhile } from "~/context";
import { blogStands, getPublicBlog } from "~/features/blog/post-store.server";
import { GuideList } from "~/features/home/guide-list";
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
  const latestPosts: GuideLink[] = posts.slice(0, LATEST_POST_COUNT).map((post) => ({
    id: post.slug,
    title: post.title,
    description: post.excerpt,
    link: `/blog/${post.slug}`,
    meta: `${post.displayDate} · ${post.readTime}`,
  }));
  const miniApps: GuideLink[] = miniAppsCopy.cards.map((card) => ({
    id: card.id,
    title: card.title,
    description: card.description,
    link: homeLists.miniApps.more.to,
  }));
  return {
    popularGuides,
    latestPosts,
    miniApps,
    products: productsAndCommunities(courseDeal(values.offers, "business-building-ai", new Date())).map((entry) =>
      entry.id === COMMUNITY_ID ? { ...entry, link: communityUrl } : entry,
    ),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return pageMeta({ ...homeMeta, nameFirst: true, jsonLd: site && personJsonLd(site, homeMeta.description) }, args);
};

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  return (
    // The header's Subscribe leads here: the signup is at the top of this grid on every width.
    <div id={SUBSCRIBE_ANCHOR} className="container-page grid gap-8 py-10 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-12 lg:py-14">
      {/* One embed for phones, one for wider screens; only the visible one loads. On phones the
          signup comes first, before the bio: it is what the page is for. */}
      <NewsletterSignup heading={HERO_HEADLINE} headingLevel="h1" containerId="convertkit-form-hero-mobile" className="lg:hidden" />
      <ProfileSidebar site={site} avatarSrc={AVATAR_SRC} />
      <div className="flex min-w-0 flex-col gap-12">
        <NewsletterSignup heading={HERO_HEADLINE} headingLevel="h1" className="hidden lg:block" />
        <GuideList title="Popular Guides" guides={loaderData.popularGuides} />
        <GuideList title={homeLists.latestPosts.title} guides={loaderData.latestPosts} more={homeLists.latestPosts.more} />
        <GuideList title={homeLists.miniApps.title} guides={loaderData.miniApps} more={homeLists.miniApps.more} />
        <GuideList title="Products & Communities" guides={loaderData.products} />
      </div>
    </div>
  );
}
