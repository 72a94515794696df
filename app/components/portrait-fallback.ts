/**
 * The page script's half of ProfileAvatar, for a page without React: a photo that cannot load
 * gives way to the illustration named by its `data-fallback-src`, and an illustration that cannot
 * either to the initials tile drawn (hidden) beside it. The error may come before the script runs,
 * so images already broken are handled at once.
 */
function fallBack(image: HTMLImageElement) {
  const fallback = image.dataset.fallbackSrc;
  const picture = image.parentElement instanceof HTMLPictureElement ? image.parentElement : null;
  if (fallback) {
    delete image.dataset.fallbackSrc;
    for (const source of picture?.querySelectorAll("source") ?? []) source.remove();
    image.removeAttribute("srcset");
    image.src = fallback;
    return;
  }
  const shown = picture ?? image;
  const tile = shown.nextElementSibling;
  if (!(tile instanceof HTMLElement) || !("portraitInitials" in tile.dataset)) return;
  shown.hidden = true;
  tile.hidden = false;
}

export function attachPortraitFallbacks(root: Document) {
  root.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && "portrait" in event.target.dataset) fallBack(event.target);
    },
    true,
  );
  for (const image of root.querySelectorAll<HTMLImageElement>("img[data-portrait]")) {
    if (image.complete && image.naturalWidth === 0) fallBack(image);
  }
}
