import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/content/site-config";

export interface RootData {
  site: SiteConfig;
  /** The year the page was rendered; the footer corrects it in the browser. */
  renderedYear: number;
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
