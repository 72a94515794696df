import { lazy, Suspense, use, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import appCss from "~/app.css?url";
import { Toaster } from "~/components/ui/toast";
import { footerSections } from "~/content/navigation";
import { databaseContext, InlineScriptsContext, keepWhile, NonceContext } from "~/context";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { ScrollToTop } from "~/features/layout/scroll-to-top";
import { SiteFooter } from "~/features/layout/site-footer";
import { SiteHeader } from "~/features/layout/site-header";
import { newsletterCopyFor } from "~/content/newsletter";
import { drawsSiteChrome, pageHydrates } from "~/lib/route-handle";
import type { RootData } from "~/lib/site-config";
import type { Route } from "./+types/root";

// Only error responses draw these: they stay out of every other page's first download.
const NotFound = lazy(() => import("~/features/layout/not-found").then((m) => ({ default: m.NotFound })));
const ErrorPage = lazy(() => import("~/features/layout/error-page").then((m) => ({ default: m.ErrorPage })));

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: "Work Waves", href: "/blog/rss.xml" },
];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const database = context.get(databaseContext);
  const values = await getSiteValues(database);
  // Every page shows the owner's name and profiles: a page kept is kept while they stand.
  keepWhile(context, siteValuesStand(database, values));
  return {
    site: values.site,
    guide: values.offers.guide,
    renderedYear: new Date().getFullYear(),
    footerSections,
    // The thank-you says what happens next, which depends on who sends the newsletter.
    newsletter: newsletterCopyFor(values.site.newsletter.sender),
  };
}

// The site's values seldom change during a visit: fetched once per visit.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = use(NonceContext);
  const pageScript = use(InlineScriptsContext).page;
  // A page without React gets no module script or preload at all: its HTML, the stylesheet, and the page script.
  const hydrates = pageHydrates(useMatches());
  // React has taken the page over (its scripts wait for the first paint: app/rendering/defer-scripts.server.ts).
  useEffect(() => {
    document.documentElement.dataset.react = "ready";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        {/* With a precedence React puts the stylesheet ahead of every preload and script: first paint waits for nothing else. */}
        <link rel="stylesheet" href={appCss} precedence="site" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Skip to content
        </a>
        {children}
        {hydrates ? (
          <>
            <Toaster />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageScript }} />
        )}
      </body>
    </html>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  // The owner's console draws its own frame: no header, footer or Subscribe button there.
  const chrome = drawsSiteChrome(useMatches());
  return (
    <>
      <ScrollToTop />
      {chrome ? (
        <Chrome>
          <Outlet />
        </Chrome>
      ) : (
        <Outlet />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  const page =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    );
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  const content = <Suspense fallback={null}>{page}</Suspense>;
  // Without the root loader's config there is no header or footer to draw.
  return root ? <Chrome>{content}</Chrome> : <main id="main">{content}</main>;
}
