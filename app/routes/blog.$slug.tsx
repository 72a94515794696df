import { blogCopy } from "~/content/blog";
import { redirect } from "react-router";
import { databaseContext, keepWhile } from "~/context";
import { BLOG_NAME } from "~/content/blog";
import { AVATAR_SRC } from "~/content/profile";
import { bioParagraphs } from "~/content/site-config";
import { getEnv } from "~/config/env.server";
import { NewsletterBand } from "~/features/newsletter/newsletter-band";
import { PostArticle } from "~/features/blog/post-article";
import { PostFooter } from "~/features/blog/post-footer";
import { blogPostingJsonLd } from "~/features/blog/post-json-ld";
import { blogStands, getPublicBlog } from "~/features/blog/post-store.server";
import { toPostView } from "~/features/blog/posts.server";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/blog.$slug";

export async function loader({ params, context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  const blog = await getPublicBlog(database);
  keepWhile(context, blogStands(database, blog));
  const post = blog.bySlug.get(params.slug);
  if (!post) {
    // A post's earlier address (its slug was changed after publishing) moved for good.
    const movedTo = blog.movedTo.get(params.slug);
    if (movedTo) throw redirect(`/blog/${movedTo}`, 301);
    // No such post -> the list, and the bad address never stays in the history. A first
    // request gets a 302. On the client the bad address was never committed, so a plain redirect
    // already leaves [previous page, /blog]; replace() would also overwrite the previous page.
    throw redirect("/blog");
  }
  const { site } = getEnv();
  const view = toPostView(post, site.imageServiceUrl);
  // Built here rather than in meta, so its code stays out of the browser's bundle.
  return { post: view, jsonLd: blogPostingJsonLd({ ...view, modified: post.updatedAt, image: view.socialImage }, site) };
}

// The sitemap lists the posts from the database (server/site-files.ts); the page is rendered once per change to the posts.
export const handle: RouteHandle = { sitemap: false, pagesByPath: true, hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => {
  const { post, jsonLd } = args.loaderData ?? {};
  if (!post) return [];
  const site = siteFromMatches(args.matches);
  return pageMeta(
    {
      title: post.seoTitle,
      description: post.seoDescription,
      image: post.socialImage,
      imageAlt: post.hero.alt,
      type: "article",
      jsonLd,
      extra: [
        { property: "article:published_time", content: post.date },
        { property: "article:section", content: BLOG_NAME },
        ...(site ? [{ property: "article:author", content: site.ownerName }] : []),
        { tagName: "link", rel: "alternate", type: "text/markdown", href: `/blog/${post.slug}.md`, title: `${post.title} (Markdown)` },
      ],
    },
    args,
  );
};

export default function BlogPostRoute({ loaderData: { post } }: Route.ComponentProps) {
  const site = useSiteConfig();
  return (
    <PostArticle
      key={post.slug}
      post={post}
      footer={
        <PostFooter
          slug={post.slug}
          author={{ name: site.ownerName, tagline: site.tagline, bio: bioParagraphs(site.bio), avatar: AVATAR_SRC }}
          subscribe={(more) => (
            <NewsletterBand id="post-subscribe" heading={blogCopy.subscribeHeading} text={blogCopy.subscribeText}>
              {more}
            </NewsletterBand>
          )}
        />
      }
    />
  );
}
