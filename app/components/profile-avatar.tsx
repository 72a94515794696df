import { useEffect, useRef, useState } from "react";
import { initials } from "~/lib/initials";
import { ownerPhotoSrcSet } from "~/lib/owner-photo";
import { useSiteConfig } from "~/lib/site-config";
import { cn } from "~/lib/utils";

/**
 * The owner's portrait: their photo when one is in force (AVIF or WebP where the browser takes them,
 * JPEG otherwise, at this place's size and twice it, at an address naming the photo), else the illustration `src`. A photo
 * that can't load falls back to the illustration, and that to the initials. The image is in the
 * server's HTML, so it may fail before React is listening: the mount check catches that case.
 */
export function ProfileAvatar({ src, name, size = 112, className }: { src: string; name: string; size?: number; className?: string }) {
  const { ownerPhoto } = useSiteConfig();
  // 0: the photo (if any), 1: the illustration, 2: the initials.
  const [stage, setStage] = useState(ownerPhoto ? 0 : 1);
  const imageRef = useRef<HTMLImageElement>(null);
  const fail = () => setStage((current) => current + 1);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) fail();
  }, [stage]);

  const frame = cn("relative shrink-0 overflow-hidden rounded-full ring-4 ring-background shadow-md", className);
  // Always in the HTML, hidden until both pictures have failed: a page without React shows it
  // through the page script (portrait-fallback.ts), a page with React through `stage`.
  const initialsTile = (
    <div
      role="img"
      aria-label={name}
      data-testid="avatar-fallback"
      data-portrait-initials=""
      hidden={stage < 2}
      style={{ width: size, height: size }}
      className={cn(frame, "flex items-center justify-center bg-primary font-bold text-primary-foreground")}
    >
      <span aria-hidden="true" style={{ fontSize: size * 0.36 }}>
        {initials(name)}
      </span>
    </div>
  );
  if (stage > 1) return initialsTile;
  const photo = stage === 0 ? ownerPhoto : undefined;
  const jpeg = photo ? ownerPhotoSrcSet(size, "jpg", photo) : { src, srcSet: undefined };
  const image = (
    <img
      key={stage}
      ref={imageRef}
      src={jpeg.src}
      srcSet={jpeg.srcSet}
      alt={name}
      width={size}
      height={size}
      decoding="async"
      onError={fail}
      data-portrait=""
      data-fallback-src={photo ? src : undefined}
      className={cn(frame, "bg-muted object-cover")}
    />
  );
  return (
    <>
      {photo ? (
        <picture>
          <source type="image/avif" srcSet={ownerPhotoSrcSet(size, "avif", photo).srcSet} />
          <source type="image/webp" srcSet={ownerPhotoSrcSet(size, "webp", photo).srcSet} />
          {image}
        </picture>
      ) : (
        image
      )}
      {initialsTile}
    </>
  );
}
