import { useRouteLoaderData } from "react-router";
import type { FooterSection } from "~/content/navigation";
import type { newsletterCopy } from "~/content/newsletter";
import type { Offers } from "~/content/offers";
import type { SiteConfig } from "~/content/site-config";

export interface RootData {
  site: SiteConfig;
  /** The full guide's price and checkout in force (the effective offers): the finder's guide button, on any page that opens it. */
  guide: Offers["guide"];
  /** The year the page was rendered; the footer corrects it in the browser. */
  renderedYear: number;
  /** The footer's sitemap: its words travel in the page's HTML, not in every page's JavaScript. */
  footerSections: readonly FooterSection[];
  /**
   * The newsletter block's words: the block is on ten pages, and as data in the HTML (fetched once
   * per visit) they cost those pages no JavaScript.
   */
  newsletter: typeof newsletterCopy;
}

/** The public site config, as the root loader handed it to every page. */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSiteConfig needs the root loader's data");
  return data.site;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData needs the root loader's data");
  return data;
}
