import { data, Form, redirect, useActionData, useSearchParams } from "react-router";
import { clientAddressContext, databaseContext } from "~/context";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleShell } from "~/features/admin/console-shell";
import { consumeAdminToken } from "~/features/admin/admin-auth.server";
import { checkLimit } from "~/db/limits.server";
import { signInCookie } from "~/features/admin/sign-in-cookie.server";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.sign-in.link";
import { passRetryAfter } from "~/lib/form-route";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Owner's console" }, { name: "robots", content: "noindex, nofollow" }];

const USED_OR_EXPIRED = "This sign-in link has expired or was used already. Ask for a new one on the sign-in page.";

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * The link itself only shows a button: mail scanners and link previews open links, and a GET that
 * signed in would spend the link on them. The press (a POST) uses it, once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await checkLimit("adminSignIn", context.get(clientAddressContext));
  if (!limit.allowed) return data({ message: limit.message }, limit.init);
  const form = await readFormData(request);
  const token = form?.get("token");
  const { db } = context.get(databaseContext);
  const used = typeof token === "string" ? await consumeAdminToken(db, token, "sign-in-link", new Date()) : undefined;
  if (!used) return data({ message: USED_OR_EXPIRED }, { status: 401 });
  throw redirect("/admin", { headers: { "Set-Cookie": await signInCookie(db, request, "link") } });
}

export default function AdminSignInLink() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  return (
    <ConsoleShell signedIn={false}>
      <div className="mx-auto w-full max-w-md py-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Sign in to the console</h1>
        <Panel className="space-y-4">
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={params.get("token") ?? ""} />
            <p>This link signs you in once. Press the button to continue.</p>
            <Button type="submit">Sign in</Button>
          </Form>
          {answer ? (
            <p role="alert" className="text-sm text-destructive">
              {answer.message}{" "}
              <a href="/admin/sign-in" className="underline">
                Sign-in page
              </a>
            </p>
          ) : null}
        </Panel>
      </div>
    </ConsoleShell>
  );
}
