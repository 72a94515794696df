import { useEffect, useState } from "react";

export type ScriptStatus = "idle" | "loading" | "loaded" | "failed";

/**
 * Loads the newsletter provider's embed script into the element with `containerId`, once however
 * often React renders, and empties the container on unmount. The provider draws its form
 * next to the script tag, so the tag must live inside the container.
 *
 * A container that is not displayed (the home page has one for phones and one for wider screens)
 * waits until it is, so a visitor never downloads the form twice.
 */
export function useProviderScript({ containerId, scriptUrl, uid }: { containerId: string; scriptUrl: string; uid: string }) {
  const [status, setStatus] = useState<ScriptStatus>("idle");

  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) {
      console.warn(`Newsletter form: container #${containerId} not found`);
      return;
    }
    let active = true;
    const inject = () => {
      const present = Array.from(container.getElementsByTagName("script")).some((script) => script.dataset.uid === uid);
      if (present) return;
      const script = document.createElement("script");
      script.async = true;
      script.src = scriptUrl;
      script.dataset.uid = uid;
      script.addEventListener("load", () => {
        console.info(`Newsletter form ${uid} loaded`);
        if (active) setStatus("loaded");
      });
      script.addEventListener("error", () => {
        console.warn(`Newsletter form ${uid} failed to load from ${scriptUrl}`);
        if (active) setStatus("failed");
      });
      container.append(script);
      setStatus("loading");
    };

    const isDisplayed = () => container.getClientRects().length > 0;
    let observer: ResizeObserver | undefined;
    if (isDisplayed()) inject();
    else {
      observer = new ResizeObserver(() => {
        if (!isDisplayed()) return;
        observer?.disconnect();
        inject();
      });
      observer.observe(container);
    }

    return () => {
      active = false;
      observer?.disconnect();
      container.replaceChildren();
    };
  }, [containerId, scriptUrl, uid]);

  return status;
}
