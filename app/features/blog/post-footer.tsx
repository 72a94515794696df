import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CtaPanel } from "~/components/cta-panel";
import { ProfileAvatar } from "~/components/profile-avatar";
import { blogCopy, NEWSLETTER_SIGNUP_PATH, RSS_PATH } from "~/content/blog";
import { Panel } from "~/components/panel";
import { Paragraphs } from "~/components/paragraphs";

export interface PostFooterProps {
  slug: string;
  author: { name: string; tagline: string; bio: readonly string[]; avatar: string };
}

/** Under every post: who wrote it, and where to get the next one. */
export function PostFooter({ slug, author }: PostFooterProps) {
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
      <CtaPanel
        id="post-subscribe"
        tone="tinted"
        className="print:hidden"
        heading={blogCopy.subscribeHeading}
        text={blogCopy.subscribeText}
        action={
          <Link to={NEWSLETTER_SIGNUP_PATH}>
            {blogCopy.subscribeCta}
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      />
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
