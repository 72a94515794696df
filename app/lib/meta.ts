import type { MetaDescriptor } from "react-router";
import type { RootData } from "./site-config";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * Title and description for a page; every page has its own pair. The owner's name, from the root
 * loader's config, closes every title ("Contact | Morgan Lee"); `nameFirst` leads with it instead.
 */
export function pageMeta(
  { title, description, nameFirst = false }: { title: string; description: string; nameFirst?: boolean },
  matches: ReadonlyArray<MetaMatch | undefined> = [],
): MetaDescriptor[] {
  const owner = (matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.site.ownerName;
  const fullTitle = owner ? (nameFirst ? `${owner} | ${title}` : `${title} | ${owner}`) : title;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}
