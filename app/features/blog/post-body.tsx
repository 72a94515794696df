// Typography for the rendered body: the site has no prose plugin, and these rules only apply here.
const proseClass = [
  "text-[1.0625rem] leading-[1.75] text-foreground/90 sm:text-[1.125rem]",
  "[&>*:first-child]:mt-0 [&_p]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-[clamp(1.5rem,1.3rem+0.8vw,1.875rem)] [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:text-[1.25rem] [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li_p]:mt-2 [&_li]:marker:text-primary [&_ol>li]:marker:font-semibold",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  // Blockquotes hold the prompts to copy: a card, not an aside.
  "[&_blockquote]:mt-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-secondary/60 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-foreground",
  "[&_blockquote_p:first-child]:mt-0 [&_blockquote_p]:mt-3",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:mt-6 [&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-5 [&_pre]:whitespace-pre-wrap [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-border",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:rounded-xl [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground",
].join(" ");

/** The post's body, already sanitised on the server. Its links are plain links, like every link of a page without React. */
export function PostBody({ html }: { html: string }) {
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
