import { data, Form, redirect, useActionData, useSearchParams } from "react-router";
import { clientAddressContext, databaseContext, jobQueueContext } from "~/context";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleShell } from "~/features/admin/console-shell";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { findSignIn, SIGN_IN_COOKIE } from "~/features/admin/admin-auth.server";
import { readCookie } from "~/lib/cookies";
import { afterSignIn } from "~/features/admin/after-sign-in";
import { checkLimit } from "~/db/limits.server";
import { signInPageRefusal } from "~/db/limits";
import { PasskeySignIn } from "~/features/admin/passkey-sign-in";
import { requestSignInEmail, SIGN_IN_EMAIL_SENT } from "~/features/admin/sign-in-email.server";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.sign-in";
import { passRetryAfter } from "~/lib/form-route";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Owner's console" }, { name: "robots", content: "noindex, nofollow" }];

/** Already signed in: straight on to the console. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(databaseContext);
  if (await findSignIn(db, readCookie(request, SIGN_IN_COOKIE), new Date())) {
    throw redirect(afterSignIn(new URL(request.url).searchParams.get("next")));
  }
  return null;
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * "E-mail me a sign-in link": the same work (one job) and the same answer whether or not the
 * address is the owner's; the job decides, and sends within a site-wide hourly cap.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await checkLimit("adminSignIn", context.get(clientAddressContext));
  if (!limit.allowed) return data({ message: signInPageRefusal(limit.retryAfterSeconds), ok: false }, limit.init);
  const form = await readFormData(request);
  if (!form) return data({ message: "Please use the form on this page.", ok: false }, { status: 400 });
  const typed = form.get("email");
  if (typeof typed !== "string" || typed.length > 320)
    return data({ message: "Please enter an e-mail address.", ok: false }, { status: 400 });
  await requestSignInEmail(context.get(jobQueueContext), typed);
  return { message: SIGN_IN_EMAIL_SENT, ok: true };
}

export default function AdminSignIn() {
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <ConsoleShell signedIn={false}>
      <div className="mx-auto w-full max-w-md py-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Sign in to the console</h1>
        <Panel className="space-y-6">
          <PasskeySignIn next={afterSignIn(params.get("next"))} />
          <Form method="post" className="space-y-3">
            <h2 className="text-lg font-semibold">No passkey at hand?</h2>
            <div className="space-y-1.5">
              <ConsoleLabel htmlFor="sign-in-email">The owner's e-mail address</ConsoleLabel>
              <ConsoleInput id="sign-in-email" name="email" type="email" autoComplete="email" required maxLength={320} />
            </div>
            <Button type="submit" variant="outline">
              E-mail me a sign-in link
            </Button>
            {answer ? (
              <p role="status" className={answer.ok ? "text-sm text-muted-foreground" : "text-sm text-destructive"}>
                {answer.message}
              </p>
            ) : null}
          </Form>
          <p className="text-sm text-muted-foreground">
            No passkey and no e-mail? The site's command line prints a sign-in link too: the owner's guide says how.
          </p>
        </Panel>
      </div>
    </ConsoleShell>
  );
}
