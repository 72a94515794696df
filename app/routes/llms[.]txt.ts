import { BLOG_NAME } from "~/content/blog";
import { aiToolsMeta } from "~/content/ai-tools";
import { courses } from "~/content/courses";
import { coursesPageMeta } from "~/content/courses-page";
import { eventsMeta } from "~/content/events";
import { glossaryMeta } from "~/content/glossary";
import { ideaToolMeta } from "~/content/idea-tool";
import { guides } from "~/content/lead-magnets/all";
import { llmsCoursePrice, llmsIntro } from "~/content/llms";
import { miniAppsMeta } from "~/content/mini-apps";
import { courseDeal } from "~/content/offers";
import { resourcesMeta } from "~/content/resources";
import { getSiteValues } from "~/content/site-values.server";
import { databaseContext } from "~/context";
import { getPublicBlog } from "~/features/blog/post-store.server";
import { llmsTxt } from "~/features/blog/llms-txt";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/llms[.]txt";

// A file for AI assistants, not a page: it has no place in the sitemap.
export const handle: RouteHandle = { sitemap: false };

/** /llms.txt: the site's guides, tools, sessions, courses (with their prices in force) and posts, one line each, for AI assistants. */
export async function loader({ context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  const [{ site, offers }, { posts }] = await Promise.all([getSiteValues(database), getPublicBlog(database)]);
  const now = new Date();
  const body = llmsTxt(
    {
      name: `${site.ownerName}: practical AI for professionals`,
      summary: llmsIntro.summary,
      details: llmsIntro.details,
      sections: [
        { title: "Free guides", links: guides.map(({ name, path, meta }) => ({ title: name, url: path, summary: meta.description })) },
        {
          title: "Toolkits",
          links: [
            { title: resourcesMeta.title, url: "/resources", summary: resourcesMeta.description },
            { title: glossaryMeta.title, url: "/ai-glossary", summary: glossaryMeta.description },
            { title: aiToolsMeta.title, url: "/ai-tools", summary: aiToolsMeta.description },
          ],
        },
        {
          title: "Try it and learn live",
          links: [
            { title: ideaToolMeta.title, url: "/resources/what-should-i-vibe-code", summary: ideaToolMeta.description },
            { title: miniAppsMeta.title, url: "/mini-apps", summary: miniAppsMeta.description },
            { title: eventsMeta.title, url: "/events", summary: eventsMeta.description },
          ],
        },
        {
          title: "Courses",
          links: [
            { title: coursesPageMeta.title, url: "/courses", summary: coursesPageMeta.description },
            ...courses.map(({ slug, title, path, summary }) => ({
              title,
              url: path,
              summary: `${summary} ${llmsCoursePrice(courseDeal(offers, slug, now))}`,
            })),
          ],
        },
        {
          title: `${BLOG_NAME} blog`,
          links: posts.map((post) => ({ title: post.title, url: `/blog/${post.slug}.md`, summary: post.excerpt })),
        },
      ],
    },
    site.siteUrl,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
