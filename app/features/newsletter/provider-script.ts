/** shown: the provider has drawn its form in the container (loaded only says its script ran). */
export type ScriptStatus = "idle" | "loading" | "loaded" | "shown" | "failed";

/**
 * Loads the newsletter provider's embed script into `container`, once however often it is called,
 * and reports its status; the returned cleanup empties the container. The provider draws its form
 * next to the script tag, so the tag must live inside the container. Plain DOM, so that a page
 * with React (useProviderScript) and a page without (the page script) embed it the same way.
 *
 * The status turns "shown" once something other than the script appears in the container: until
 * then the page keeps its own form beside it, so a script that runs but draws nothing (a wrong
 * form, a provider's outage) never leaves an empty band.
 *
 * A container that is not displayed (the home page has one for phones and one for wider screens)
 * waits until it is, so a visitor never downloads the form twice. The script, a third party's,
 * waits until the page has loaded and painted its own content, images included: the site's form
 * stands in until then, and neither the first paint nor the largest one waits on another host.
 */
export function attachProviderScript(
  container: HTMLElement,
  { scriptUrl, uid }: { scriptUrl: string; uid: string },
  onStatus: (status: ScriptStatus, previous: ScriptStatus) => void,
): () => void {
  let status: ScriptStatus = "idle";
  let active = true;
  const report = (next: ScriptStatus) => {
    if (!active || next === status) return;
    const previous = status;
    status = next;
    onStatus(next, previous);
  };
  const inject = () => {
    if (!active) return;
    const present = Array.from(container.getElementsByTagName("script")).some((script) => script.dataset.uid === uid);
    if (present) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = scriptUrl;
    script.dataset.uid = uid;
    script.addEventListener("load", () => {
      console.info(`Newsletter form ${uid} loaded`);
      if (status !== "shown") report("loaded");
    });
    script.addEventListener("error", () => {
      console.warn(`Newsletter form ${uid} failed to load from ${scriptUrl}`);
      report("failed");
    });
    container.append(script);
    report("loading");
  };

  // After the page's load and its first contentful paint, once its loaded images are decoded and
  // the next frame is painted.
  const afterPageLoad = (run: () => void) => {
    const loaded = new Promise<void>((resolve) => {
      if (document.readyState === "complete") resolve();
      else window.addEventListener("load", () => resolve(), { once: true });
    });
    const painted = new Promise<void>((resolve) => {
      if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    });
    const decoded = () =>
      Promise.all(
        Array.from(document.images)
          .filter((image) => image.complete && image.naturalWidth > 0)
          .map((image) => image.decode().catch(() => {})),
      );
    void Promise.all([loaded, painted])
      .then(decoded)
      .then(() => requestAnimationFrame(() => setTimeout(run)));
  };
  const isDisplayed = () => container.getClientRects().length > 0;
  const drawn = new MutationObserver(() => {
    if (Array.from(container.children).some((child) => child.tagName !== "SCRIPT")) {
      drawn.disconnect();
      report("shown");
    }
  });
  drawn.observe(container, { childList: true });
  let observer: ResizeObserver | undefined;
  if (isDisplayed()) afterPageLoad(inject);
  else {
    observer = new ResizeObserver(() => {
      if (!isDisplayed()) return;
      observer?.disconnect();
      afterPageLoad(inject);
    });
    observer.observe(container);
  }

  return () => {
    active = false;
    observer?.disconnect();
    drawn.disconnect();
    container.replaceChildren();
  };
}
