/** Where to go after signing in: the console path given in `next`, else the overview. Never another site. */
export function afterSignIn(next: string | null | undefined): string {
  return next && /^\/admin(\/[\w\-./?=&%]*)?$/.test(next) && !next.startsWith("/admin/sign-in") && !next.includes("//") ? next : "/admin";
}
