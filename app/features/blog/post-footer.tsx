import type { ReactNode } from "react";
import { ProfileAvatar } from "~/components/profile-avatar";
import { blogCopy, NEWSLETTER_SIGNUP_PATH, RSS_PATH } from "~/content/blog";
import { Panel } from "~/components/panel";
import { Paragraphs } from "~/components/paragraphs";

export interface PostFooterProps {
  slug: string;
  author: { name: string; tagline: string; bio: readonly string[]; avatar: string };
  /** The newsletter's band, in place (the route composes it: it is the newsletter feature's); `subscribeMore` goes in it. */
  subscribe: (subscribeMore: ReactNode) => ReactNode;
}

/** Under every post: who wrote it, and the newsletter's field for the next one, in place. */
export function PostFooter({ slug, author, subscribe }: PostFooterProps) {
  return (
    <div className="grid gap-6 border-t border-border pt-10">
      <Panel aria-labelledby="post-author">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <ProfileAvatar src={author.avatar} name={author.name} size={72} />
          <div>
            <h2 id="post-author" className="text-sm font-semibold tracking-widest text-primary uppercase">
              {blogCopy.authorHeading}
            </h2>
            <p className="mt-2 text-h3 font-bold">{author.name}</p>
            <p className="text-sm text-muted-foreground">{author.tagline}</p>
            <Paragraphs texts={author.bio} className="mt-3 text-muted-foreground" />
          </div>
        </div>
      </Panel>
      {subscribe(
        <p className="mt-4 text-sm">
          <a href={NEWSLETTER_SIGNUP_PATH} className="font-semibold text-primary underline-offset-4 hover:underline">
            {blogCopy.subscribeMore}
          </a>
        </p>,
      )}
      {/* Files, not app pages: plain links. */}
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
        <a href={`/blog/${slug}.md`} className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
          {blogCopy.markdownLink}
        </a>
        <a href={RSS_PATH} className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
          {blogCopy.rssLink}
        </a>
      </p>
    </div>
  );
}
