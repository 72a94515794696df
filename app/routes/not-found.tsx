import { data } from "react-router";
import { NotFound, notFoundText, notFoundTitle } from "~/features/layout/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// Any path no other route claims: the not-found page, with the status that says so.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta({ title: notFoundTitle, description: notFoundText, noindex: true }, args);

export default function NotFoundRoute() {
  return <NotFound />;
}
