import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useFetchers, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useSiteConfig } from "~/lib/site-config";
import { CONSOLE_NAV, currentPage, isCurrentPage } from "./console-nav";
import { mayVisit, type ConsoleRole } from "./roles";

/** Who is signed in, as the frame names them. */
export interface ConsoleWho {
  name: string;
  role: ConsoleRole;
}

/**
 * The console's frame, instead of the site's header and footer: its own bar (whose console, a way
 * back to the site, Sign out), the grouped navigation (a sidebar on a wide screen, a menu that
 * opens without JavaScript on a phone, listing only the pages `who` may open), and the page.
 * Signed out (the sign-in pages, their errors) it is the bar and the page alone.
 */
export function ConsoleShell({ children, signedIn = true, who }: { children: ReactNode; signedIn?: boolean; who?: ConsoleWho }) {
  // Not knowing who (a failed page without its data): the navigation an editor sees, never more.
  const role = who?.role ?? "editor";
  const { ownerName } = useSiteConfig();
  const { pathname } = useLocation();
  const busy = useBusy();
  const menu = useRef<HTMLDetailsElement>(null);
  // Any navigation means the phone's menu has done its job.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const here = currentPage(pathname);
  return (
    <div className="console-frame">
      {/* While a page loads or a form is sent: a bar along the top, and the words for a screen reader. */}
      <div className="console-progress" data-busy={busy} aria-hidden="true" />
      <div className="sr-only" aria-live="polite">
        {busy ? "Loading…" : ""}
      </div>
      <header className="console-bar">
        <p className="min-w-0">
          <span className="block font-semibold">Owner's console</span>
          {who?.name ? (
            <span className="block text-sm text-muted-foreground">
              {who.name} ({who.role})
            </span>
          ) : null}
          <a href="/" className="block truncate text-sm text-muted-foreground underline-offset-4 hover:underline">
            {ownerName}'s site
          </a>
        </p>
        {signedIn ? (
          <Form method="post" action="/admin/sign-out">
            <Button type="submit" variant="outline" size="sm">
              Sign out
            </Button>
          </Form>
        ) : null}
      </header>
      {signedIn ? (
        <details ref={menu} className="console-menu">
          <summary>
            <span>Menu</span>
            {here ? <span className="font-normal text-muted-foreground"> · {here.label}</span> : null}
          </summary>
          <ConsoleNav pathname={pathname} role={role} idPrefix="menu" />
        </details>
      ) : null}
      <div className="console-body">
        {signedIn ? (
          <div className="console-sidebar">
            <ConsoleNav pathname={pathname} role={role} idPrefix="side" />
          </div>
        ) : null}
        <main id="main" tabIndex={-1} aria-busy={busy} className="console-page outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The navigation, group by group: the pages `role` may open, and the groups with any left. */
function ConsoleNav({ pathname, role, idPrefix }: { pathname: string; role: ConsoleRole; idPrefix: string }) {
  const groups = CONSOLE_NAV.map(({ group, items }) => ({ group, items: items.filter((item) => mayVisit(role, item.to)) })).filter(
    ({ items }) => items.length > 0,
  );
  return (
    <nav aria-label="Console" className="console-nav">
      {groups.map(({ group, items }) => {
        const id = `${idPrefix}-${group.toLowerCase().replace(/\W+/g, "-")}`;
        return (
          <div key={group}>
            <p id={id} className="console-nav-group">
              {group}
            </p>
            <ul aria-labelledby={id}>
              {items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={isCurrentPage(item, pathname) ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** Whether a page is loading or a form is being sent (through the page or a fetcher). */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
}

/** A console page's title and one line under it. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="mt-1 text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** What a page or a panel shows in place of a list with nothing in it yet: what will appear, and how. */
export function ConsoleEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border bg-card px-4 py-6 text-muted-foreground">{children}</p>;
}

/**
 * What a console page that failed says instead: a session that ended, a page for the owner alone
 * (an editor asked), an address with nothing at it, or a failure.
 */
export function ConsoleProblem({ status }: { status: number }) {
  return (
    <div role="alert" className="rounded-lg border border-border bg-card p-6">
      <h1 className="text-xl font-bold">
        {status === 401
          ? "Your session has ended"
          : status === 403
            ? "This page is for the site's owner"
            : status === 404
              ? "Not found"
              : "Something went wrong"}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {status === 401 ? (
          <Link className="text-primary underline" to="/admin/sign-in">
            Sign in again
          </Link>
        ) : status === 403 ? (
          <>
            Your role is editor: live sessions, registrants, messages and the site&apos;s content are yours; forgetting people, exports of
            personal data, passkeys, collaborators and settings are the owner&apos;s.{" "}
            <Link className="text-primary underline" to="/admin">
              Back to the overview
            </Link>
          </>
        ) : status === 404 ? (
          <>
            There is nothing at this address.{" "}
            <Link className="text-primary underline" to="/admin">
              Back to the overview
            </Link>
          </>
        ) : (
          "The page could not be shown. Please try again in a moment; if it keeps failing, the server's log says why."
        )}
      </p>
    </div>
  );
}
