import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every URL of the site, in one table (SPEC §2). Later features add theirs here. */
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
