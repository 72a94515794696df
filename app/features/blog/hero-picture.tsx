import type { ImgHTMLAttributes } from "react";
import type { PostHero } from "./hero-image";

/**
 * A post's cover: an uploaded one as a <picture> of its AVIF and WebP sizes (the browser takes the
 * first format it draws and the width `sizes` asks for), any other as a plain image.
 */
export function HeroPicture({
  hero,
  sizes,
  alt,
  ...image
}: { hero: PostHero; sizes: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height">) {
  const img = <img src={hero.src} alt={alt} width={hero.width} height={hero.height} {...image} />;
  if (!hero.srcSets) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={hero.srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={hero.srcSets.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
