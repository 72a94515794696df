import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

// useLayoutEffect warns during SSR; this only matters in the browser anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/** Every route change starts at the top of the page; a #fragment scrolls to its target. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The first render is the page load (or hydration): the browser has placed the page already,
  // and the visitor may have scrolled before the scripts arrived.
  const loaded = useRef(false);
  useBrowserLayoutEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // "instant": the stylesheet's smooth scrolling is for in-page jumps, not for a new page.
    if (target) target.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);
  return null;
}
