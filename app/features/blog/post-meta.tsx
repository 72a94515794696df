import { cn } from "~/lib/utils";

/** "November 3, 2026 · 7 min read" */
export function PostMeta({
  date,
  displayDate,
  readTime,
  className,
}: {
  date: string;
  displayDate: string;
  readTime: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground", className)}>
      <time dateTime={date}>{displayDate}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  );
}
