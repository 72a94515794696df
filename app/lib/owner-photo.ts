/** The owner photo's sizes in CSS pixels, one per place it appears (each also at twice the size for sharp screens). */
export const OWNER_PHOTO_SIZES = [40, 72, 112, 120, 152] as const;

export type OwnerPhotoFormat = "avif" | "webp" | "jpg";

/**
 * A short name of the photo in force, from where it is read: its addresses carry it, so a new
 * photo is a new address and an address can be kept for good.
 */
export function ownerPhotoVersion(source: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index++) hash = Math.imul(hash ^ source.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Where the server serves the photo read from `source` for a place `size` pixels wide (the
 * smallest prepared size that fills it): `src` at that size, `srcSet` at once and twice it.
 */
export function ownerPhotoSrcSet(size: number, format: OwnerPhotoFormat, source: string) {
  const prepared = OWNER_PHOTO_SIZES.find((width) => width >= size) ?? 152;
  const version = `?v=${ownerPhotoVersion(source)}`;
  const src = `/owner-photo/${prepared}.${format}${version}`;
  return { src, srcSet: `${src} 1x, /owner-photo/${prepared * 2}.${format}${version} 2x` };
}
