import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** One module mounted at several top-level paths, each path its own route, with the id routes/<path>. */
const mountedAt = (file: string, paths: readonly string[]) => paths.map((path) => route(path, file, { id: `routes/${path}` }));

/** Every URL of the site, in one table. */
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The newsletter's own sign-up: every newsletter block's form posts here.
  route("newsletter", "routes/newsletter.tsx"),
  // A subscriber's own links: the confirmation e-mail's, and every issue's unsubscribe (and its one-click POST).
  route("newsletter/confirm/:token", "routes/newsletter.confirm.$token.tsx"),
  route("newsletter/unsubscribe/:token", "routes/newsletter.unsubscribe.$token.tsx"),
  // -- content pages A (about, work with me, archive, tools, glossary, RODI) --
  route("about", "routes/about.tsx"),
  route("work-with-me", "routes/work-with-me.tsx"),
  route("archive", "routes/archive.tsx"),
  route("ai-tools", "routes/ai-tools.tsx"),
  route("ai-glossary", "routes/ai-glossary.tsx"),
  route("resources/rodi-cheat-sheet", "routes/rodi-cheat-sheet.tsx"),
  // -- content pages B (reimbursement, signup, lead magnets (one guide module, mounted per guide), payment) --
  route("land-reimbursement", "routes/land-reimbursement.tsx"),
  route("watch-me-ai-signup", "routes/watch-me-ai-signup.tsx"),
  ...mountedAt("routes/guide.tsx", [
    "lovable-guide",
    "meeting-insights-prompts",
    "vibe-code-job-hunting",
    "smart-prompt-sheet",
    "build-a-weekly-win-report",
  ]),
  route("payment-success", "routes/payment-success.tsx"),
  route("payment-canceled", "routes/payment-canceled.tsx"),
  route("full-guide/checkout", "routes/full-guide.checkout.ts"),
  route("full-guide/access/:token", "routes/full-guide.access.$token.tsx"),
  // -- courses: the list, then the sales pages (one module, mounted per course) --
  route("courses", "routes/courses.tsx"),
  route("courses/executive-coach", "routes/course.tsx", { id: "routes/course-executive-coach" }),
  route("courses/ai-tools-job-hunting", "routes/course.tsx", { id: "routes/course-ai-tools-job-hunting" }),
  route("courses/business-building-ai", "routes/course.tsx", { id: "routes/course-business-building-ai" }),
  // -- blog --
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),
  route("blog/:slug.md", "routes/blog.$slug[.]md.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("blog/preview/:token", "routes/blog.preview.$token.tsx"),
  route("llms.txt", "routes/llms[.]txt.ts"),
  // A post's uploaded pictures and their sizes, from the database, cached for good (decision 067).
  route("media/:file", "routes/media.$file.ts"),
  // The owner's photo (OWNER_PHOTO), resized per place it appears, as AVIF, WebP and JPEG.
  route("owner-photo/:file", "routes/owner-photo.$file.ts"),
  // -- early-access signups: one module, mounted per page --
  ...mountedAt("routes/early-access.tsx", ["business-building-ai", "career-ai", "ai-coaches-leaders"]),
  // -- resource hub and its video tutorials (one page at two paths; canonical /resources) --
  route("resources", "routes/resources.tsx"),
  route("watch-me-ai", "routes/resources.tsx", { id: "routes/watch-me-ai" }),
  // -- live sessions --
  route("events", "routes/events.tsx"),
  route("events.ics", "routes/events[.]ics.ts"),
  route("events/:id/calendar.ics", "routes/events.$id.calendar[.]ics.ts"),
  route("events/manage/:token", "routes/events.manage.$token.tsx"),
  route("events/manage/:token/calendar.ics", "routes/events.manage.$token.calendar[.]ics.ts"),
  // -- AI: the idea tool, the mini apps and their endpoints --
  route("resources/what-should-i-vibe-code", "routes/what-should-i-vibe-code.tsx"),
  route("mini-apps", "routes/mini-apps.tsx"),
  // -- the newsletter's hosted sign-up page, through a redirect that counts the click --
  route("newsletter/subscribe/:form", "routes/newsletter.subscribe.$form.ts"),
  // -- the endpoints under /api/, behind one same-origin guard for writes --
  layout("routes/api.ts", [
    route("api/ai/beginner-ideas", "routes/api.ai.beginner-ideas.ts"),
    // -- AI Use Case Finder: submit, follow (SSE, plus a JSON read), GPT-5 --
    route("api/use-case-requests", "routes/api.use-case-requests.ts"),
    route("api/use-case-requests/:id", "routes/api.use-case-requests.$id.ts"),
    route("api/use-case-requests/:id/events", "routes/api.use-case-requests.$id.events.ts"),
    route("api/use-case-analysis", "routes/api.use-case-analysis.ts"),
  ]),
  // -- the owner's console: rate-limited, same-origin writes, never cached; inside it, a session --
  layout("routes/admin-area.tsx", [
    route("admin/sign-in", "routes/admin.sign-in.tsx"),
    route("admin/sign-in/link", "routes/admin.sign-in.link.tsx"),
    route("admin/sign-in/passkey", "routes/admin.sign-in.passkey.ts"),
    route("admin/invitation", "routes/admin.invitation.tsx"),
    route("admin/invitation/passkey", "routes/admin.invitation.passkey.ts"),
    route("admin", "routes/admin.tsx", [
      index("routes/admin._index.tsx"),
      route("sign-out", "routes/admin.sign-out.ts"),
      route("security", "routes/admin.security.tsx"),
      route("collaborators", "routes/admin.collaborators.tsx"),
      route("collaborators/:id/remove", "routes/admin.collaborators.$id.remove.tsx"),
      route("activity", "routes/admin.activity.tsx"),
      route("passkeys/register", "routes/admin.passkeys.register.ts"),
      route("live-sessions", "routes/admin.live-sessions.tsx"),
      route("live-sessions/:id", "routes/admin.live-sessions.$id.tsx"),
      route("live-sessions/:id/registrants", "routes/admin.live-sessions.$id.registrants.tsx"),
      route("live-sessions/:id/registrants.csv", "routes/admin.live-sessions.$id.registrants[.]csv.ts"),
      route("live-sessions/:id/message", "routes/admin.live-sessions.$id.message.tsx"),
      route("newsletter", "routes/admin.newsletter.tsx"),
      route("newsletter/new", "routes/admin.newsletter.new.tsx"),
      route("newsletter/:id", "routes/admin.newsletter.$id.tsx"),
      route("signups", "routes/admin.signups.tsx"),
      route("signups.csv", "routes/admin.signups[.]csv.ts"),
      route("sales", "routes/admin.sales.tsx"),
      route("sales.csv", "routes/admin.sales[.]csv.ts"),
      route("subscribers", "routes/admin.subscribers.tsx"),
      route("subscribers.csv", "routes/admin.subscribers[.]csv.ts"),
      route("outbox", "routes/admin.outbox.tsx"),
      route("outbox/:id", "routes/admin.outbox.$id.tsx"),
      route("videos", "routes/admin.videos.tsx"),
      route("posts", "routes/admin.posts.tsx"),
      route("posts/:id", "routes/admin.posts.$id.tsx"),
      route("posts/:id/save", "routes/admin.posts.$id.save.ts"),
      route("posts/:id/preview", "routes/admin.posts.$id.preview.ts"),
      route("posts/:id/revisions/:revision", "routes/admin.posts.$id.revisions.$revision.tsx"),
      route("setup", "routes/admin.setup.tsx"),
      route("finder", "routes/admin.finder.tsx"),
      route("analytics", "routes/admin.analytics.tsx"),
      route("notifications", "routes/admin.notifications.tsx"),
      // Settings and Offers are alike: one module, mounted once per page.
      route("settings", "routes/admin.site-values.tsx", { id: "routes/admin-settings" }),
      route("offers", "routes/admin.site-values.tsx", { id: "routes/admin-offers" }),
      route("forget", "routes/admin.forget.tsx"),
      route("owner-only", "routes/admin.owner-only.tsx"),
      // The editor's picture upload: multipart in, JSON out.
      route("posts/images", "routes/admin.posts.images.ts"),
      route("*", "routes/admin.$.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
