import { useEffect, useRef, useState } from "react";
import { initials } from "~/lib/initials";
import { cn } from "~/lib/utils";

/**
 * The owner's portrait, or their initials when the image can't load. The image is in the server's
 * HTML, so it may fail before React is listening: the mount check catches that case.
 */
export function ProfileAvatar({ src, name, size = 112, className }: { src: string; name: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  const frame = cn("relative shrink-0 overflow-hidden rounded-full ring-4 ring-background shadow-md", className);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={name}
        data-testid="avatar-fallback"
        style={{ width: size, height: size }}
        className={cn(frame, "flex items-center justify-center bg-primary font-bold text-primary-foreground")}
      >
        <span aria-hidden="true" style={{ fontSize: size * 0.36 }}>
          {initials(name)}
        </span>
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt={name}
      width={size}
      height={size}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(frame, "bg-muted object-cover")}
    />
  );
}
