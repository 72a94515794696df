import { redirect } from "react-router";
import { databaseContext } from "~/context";
import { revokeSignIns, SIGN_IN_COOKIE } from "~/features/admin/admin-auth.server";
import { clearedCookie } from "~/features/admin/admin-cookies.server";
import { signInContext } from "~/features/admin/admin-guard.server";
import { noteActivity } from "~/features/admin/activity.server";
import type { Route } from "./+types/admin.sign-out";

/** Ends this browser's session (others stay signed in) and forgets its cookie. */
export async function action({ context }: Route.ActionArgs) {
  const { db } = context.get(databaseContext);
  await revokeSignIns(db, { id: context.get(signInContext).id }, new Date());
  noteActivity(context, "Signed out");
  throw redirect("/admin/sign-in", { headers: { "Set-Cookie": clearedCookie(SIGN_IN_COOKIE) } });
}
