import { data } from "react-router";
import { beginnerIdeasAction } from "~/features/mini-apps/beginner-ideas-action.server";
import type { Route } from "./+types/api.ai.beginner-ideas";

/** The beginner-ideas dialog's endpoint: POST only. */
export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return beginnerIdeasAction(request, context);
}
