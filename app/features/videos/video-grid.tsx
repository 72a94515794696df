import { AlertCircle, RotateCw, VideoOff } from "lucide-react";
import { Form, useLocation, useNavigation, useRevalidator } from "react-router";
import { Empty } from "~/components/empty";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { VideoCard } from "./video-card";
import { videoCopy } from "./video-copy";
import type { VideoGridData } from "./video-types";

/** The four pulsing placeholders while the list loads. */
export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="video-grid-loading">
      <span className="sr-only">{videoCopy.loading}</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-video rounded-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-2 h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The 'Latest AI Tutorials' grid: loading / error / empty / list. The list arrives
 * with the page; the loading state shows while the page fetches it again (after 'Try again')
 * and there is no list on screen yet. After a sync the old list stays until the new one is in.
 */
export function VideoGrid({ data, placeholders }: { data: VideoGridData; placeholders: number }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const reloading = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === pathname);
  const hasList = data.status === "ok" && data.videos.length > 0;

  if (reloading && !hasList) return <VideoGridSkeleton count={placeholders} />;

  if (data.status === "error") {
    return (
      <Empty tone="error" icon={AlertCircle} role="alert" data-testid="video-grid-error">
        <p className="font-medium">{videoCopy.loadFailed}</p>
        {/* A GET to the page itself: with JavaScript the router reloads the data, without it the browser does. */}
        <Form method="get" action={pathname} preventScrollReset>
          <Button type="submit" variant="outline" size="sm">
            <RotateCw aria-hidden="true" />
            {videoCopy.retry}
          </Button>
        </Form>
      </Empty>
    );
  }
  if (data.videos.length === 0) {
    return (
      <Empty icon={VideoOff} role="status" data-testid="video-grid-empty">
        <p className="font-medium text-muted-foreground">{videoCopy.empty}</p>
      </Empty>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={reloading || undefined} data-testid="video-grid">
      {data.videos.map((video) => (
        <li key={video.videoId}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
