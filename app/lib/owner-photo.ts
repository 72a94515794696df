/** The owner photo's sizes in CSS pixels, one per place it appears (each also at twice the size for sharp screens). */
export const OWNER_PHOTO_SIZES = [40, 72, 112, 120, 152] as const;

export type OwnerPhotoFormat = "avif" | "webp" | "jpg";

/**
 * Where the server serves the photo for a place `size` pixels wide (the smallest prepared size that
 * fills it): `src` at that size, `srcSet` at once and twice it.
 */
export function ownerPhotoSrcSet(size: number, format: OwnerPhotoFormat) {
  const prepared = OWNER_PHOTO_SIZES.find((width) => width >= size) ?? 152;
  const src = `/owner-photo/${prepared}.${format}`;
  return { src, srcSet: `${src} 1x, /owner-photo/${prepared * 2}.${format} 2x` };
}
