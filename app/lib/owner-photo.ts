/** The owner photo's sizes in CSS pixels, one per place it appears (each also at twice the size for sharp screens). */
export const OWNER_PHOTO_SIZES = [40, 72, 112, 120, 152] as const;

export const OWNER_PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type OwnerPhotoFormat = (typeof OWNER_PHOTO_FORMATS)[number];

/** The pixel widths the server renders: every size, once and twice. */
export const OWNER_PHOTO_WIDTHS: readonly number[] = [...new Set(OWNER_PHOTO_SIZES.flatMap((size) => [size, size * 2]))];

/** The smallest prepared size that fills `size` pixels. */
export function ownerPhotoSize(size: number): number {
  return OWNER_PHOTO_SIZES.find((prepared) => prepared >= size) ?? OWNER_PHOTO_SIZES.at(-1)!;
}

/** Where the server serves the photo at `width` pixels in `format`; `version` changes with the configured photo, so caches never show an old one. */
export function ownerPhotoUrl(width: number, format: OwnerPhotoFormat, version: string): string {
  return `/owner-photo/${width}.${format}?v=${version}`;
}

/** A short, stable tag for the configured photo (its path or URL), for the URLs above. */
export function ownerPhotoVersion(source: string): string {
  let hash = 5381;
  for (let i = 0; i < source.length; i++) hash = ((hash << 5) + hash + source.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}
