import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CONSOLE_NAV } from "./console-nav";
import { mayVisit, type ConsoleRole } from "./roles";

/** Who is signed in, as the frame names them. */
export interface ConsoleWho {
  name: string;
  role: ConsoleRole;
}

/** The console's frame: its own navigation under the site's header (only the pages `who` may open), then the page. */
export function ConsoleShell({ children, who }: { children: ReactNode; who?: ConsoleWho }) {
  const role = who?.role ?? "editor";
  const { pathname } = useLocation();
  // The overview is current on /admin alone; every other page also for the pages below it.
  const current = (to: string) => (to === "/admin" ? pathname === "/admin" : pathname === to || pathname.startsWith(`${to}/`));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Owner's console
          {who ? (
            <span className="ml-2 font-normal tracking-normal normal-case">
              · {who.name} ({who.role})
            </span>
          ) : null}
        </p>
        <Form method="post" action="/admin/sign-out">
          <Button type="submit" variant="outline" size="sm">
            Sign out
          </Button>
        </Form>
      </div>
      <nav aria-label="Console" className="relative mb-8 overflow-x-auto border-b border-border">
        <ul className="flex min-w-max gap-1">
          {CONSOLE_NAV.filter((item) => mayVisit(role, item.to)).map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current(item.to) ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${current(item.to) ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground"}`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
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
