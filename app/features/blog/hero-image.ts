import { mediaPath, mediaSocialPath, mediaSrcSet, type MediaImage } from "./media-paths";

/**
 * A post's hero image: a path under public/ when it starts with "/" (an uploaded image, /media/…,
 * is one too: `media` then holds what the database knows of it), otherwise an id in the image
 * service whose URL pattern is the site config's imageServiceUrl ({id} marks the spot).
 */
export function heroImageSrc(heroImage: string, imageServiceUrl: string, media?: MediaImage): string {
  if (media) return mediaPath(media);
  if (heroImage.startsWith("/")) return heroImage;
  return imageServiceUrl.replaceAll("{id}", encodeURIComponent(heroImage));
}

/**
 * The image for social cards: networks don't draw SVG, so a local SVG hero has a JPEG twin beside it
 * (public/images/blog/<name>.jpg, made by scripts/render-images.mjs); an uploaded cover gives its
 * stored JPEG or PNG, or else its largest WebP size (mediaSocialPath); image-service heroes are
 * raster already.
 */
export function socialImageSrc(heroImage: string, imageServiceUrl: string, media?: MediaImage): string {
  if (media) return mediaSocialPath(media);
  return heroImage.startsWith("/") && heroImage.endsWith(".svg")
    ? heroImage.replace(/\.svg$/, ".jpg")
    : heroImageSrc(heroImage, imageServiceUrl);
}

/** Hero images are drawn 16:9; the attributes keep the page from shifting while they load. */
export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;

/** A post's cover as the cards and the post page draw it. */
export interface PostHero {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded cover's sizes as srcsets, one per modern format. */
  srcSets?: { avif: string; webp: string };
}

export function postHero(heroImage: string, alt: string, imageServiceUrl: string, media?: MediaImage): PostHero {
  const src = heroImageSrc(heroImage, imageServiceUrl, media);
  if (!media || media.widths.length === 0) return { src, alt, width: HERO_WIDTH, height: HERO_HEIGHT };
  return {
    src,
    alt,
    width: media.width,
    height: media.height,
    srcSets: { avif: mediaSrcSet(media, "avif"), webp: mediaSrcSet(media, "webp") },
  };
}
