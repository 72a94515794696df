import { useEffect, useState } from "react";

/** shown: the provider has drawn its form in the container (loaded only says its script ran). */
export type ScriptStatus = "idle" | "loading" | "loaded" | "shown" | "failed";

/**
 * Loads the newsletter provider's embed script into the element with `containerId`, once however
 * often React renders, and empties the container on unmount. The provider draws its form
 * next to the script tag, so the tag must live inside the container.
 *
 * The status turns "shown" once something other than the script appears in the container: until
 * then the page keeps its own form beside it, so a script that runs but draws nothing (a wrong
 * form, a provider's outage) never leaves an empty band.
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
        if (active) setStatus((current) => (current === "shown" ? current : "loaded"));
      });
      script.addEventListener("error", () => {
        console.warn(`Newsletter form ${uid} failed to load from ${scriptUrl}`);
        if (active) setStatus("failed");
      });
      container.append(script);
      setStatus("loading");
    };

    const isDisplayed = () => container.getClientRects().length > 0;
    const drawn = new MutationObserver(() => {
      if (Array.from(container.children).some((child) => child.tagName !== "SCRIPT")) {
        drawn.disconnect();
        if (active) setStatus("shown");
      }
    });
    drawn.observe(container, { childList: true });
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
      drawn.disconnect();
      container.replaceChildren();
    };
  }, [containerId, scriptUrl, uid]);

  return status;
}
