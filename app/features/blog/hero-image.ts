/**
 * A post's hero image: a path under public/ when it starts with "/", otherwise an id in the image
 * service whose URL pattern is the site config's imageServiceUrl ({id} marks the spot).
 */
export function heroImageSrc(heroImage: string, imageServiceUrl: string): string {
  if (heroImage.startsWith("/")) return heroImage;
  return imageServiceUrl.replaceAll("{id}", encodeURIComponent(heroImage));
}

/**
 * The image for social cards: networks don't draw SVG, so a local SVG hero has a JPEG twin beside it
 * (public/images/blog/<name>.jpg, made by scripts/render-images.mjs); image-service heroes are
 * raster already.
 */
export function socialImageSrc(heroImage: string, imageServiceUrl: string): string {
  return heroImage.startsWith("/") && heroImage.endsWith(".svg")
    ? heroImage.replace(/\.svg$/, ".jpg")
    : heroImageSrc(heroImage, imageServiceUrl);
}

/** Hero images are drawn 16:9; the attributes keep the page from shifting while they load. */
export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;
