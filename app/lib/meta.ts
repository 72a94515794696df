import type { MetaDescriptor } from "react-router";

/** Title and description for a page; every page has its own pair. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
