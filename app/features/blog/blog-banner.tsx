import { Rss } from "lucide-react";
import { PageHeader } from "~/components/page-header";
import { blogCopy, RSS_PATH } from "~/content/blog";

/** The list page's opening: the blog's name over a band of waves. */
export function BlogBanner() {
  return (
    <div className="relative overflow-hidden rounded-3xl border border-border bg-brand-subtle px-6 pt-12 pb-20 sm:px-10 sm:pt-16 sm:pb-24">
      <Waves />
      <PageHeader eyebrow={blogCopy.eyebrow} title={blogCopy.heading} intro={blogCopy.intro} className="relative">
        {/* A plain link: the feed is a file, not a page of the app. */}
        <a
          href={RSS_PATH}
          className="mt-6 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          {blogCopy.rssLink}
        </a>
      </PageHeader>
    </div>
  );
}

function Waves() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 320"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full sm:h-32"
    >
      <path d="M0 190 C 200 130 400 250 600 190 S 1000 130 1200 190 V320 H0Z" fill="#0b6f66" opacity="0.08" />
      <path d="M0 230 C 220 180 380 290 620 230 S 1000 170 1200 235 V320 H0Z" fill="#4c40e0" opacity="0.08" />
      <path d="M0 270 C 240 230 420 320 640 270 S 1010 230 1200 275 V320 H0Z" fill="#0b6f66" opacity="0.1" />
    </svg>
  );
}
