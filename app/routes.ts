import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every URL of the site, in one table (SPEC §2). */
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  // -- content pages A (about, work with me, archive, tools, glossary, RODI) --
  // -- content pages B (reimbursement, signup, lead magnets, payment) --
  // -- course pages --
  // -- blog --
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
