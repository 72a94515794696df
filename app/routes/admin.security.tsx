import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { signInContext } from "~/features/admin/admin-guard.server";
import { browserName } from "~/features/admin/browser-name";
import { OWNER_NAME } from "~/features/admin/admin-auth.server";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { ConfirmStep, isConfirmed, type Confirmation } from "~/features/admin/confirm-step";
import { CONFIRM_WORDS } from "~/features/admin/confirm-words";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { PasskeyRegister } from "~/features/admin/passkey-register";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { listConsolePasskeys, listConsoleSignIns, removePasskey, revokeConsoleSignIns } from "~/services/console-access.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.security";

export async function loader({ context }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const current = context.get(signInContext).id;
  const [passkeys, sessions] = await Promise.all([listConsolePasskeys(deps, {}), listConsoleSignIns(deps, {})]);
  return {
    passkeys: (passkeys.ok ? passkeys.value : []).map((key) => ({
      id: key.id,
      name: key.name,
      who: key.who ?? OWNER_NAME,
      created: consoleTime(key.createdAt),
      lastUsed: consoleTime(key.lastUsedAt),
    })),
    sessions: (sessions.ok ? sessions.value : []).map((session) => ({
      id: session.id,
      current: session.id === current,
      who: session.who,
      method: session.method,
      browser: browserName(session.userAgent),
      created: consoleTime(session.createdAt),
      lastSeen: consoleTime(session.lastSeenAt),
      expires: consoleTime(session.expiresAt),
    })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * Revoke one session, every other session, or delete a passkey. Removing a passkey and signing out
 * one browser answer first with the confirm step; the same request with confirm=yes does it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const id = form?.get("id");
  const deps = consoleDeps(context);
  if (!isConfirmed(form) && (intent === "revoke" || intent === "delete-passkey") && typeof id === "string") {
    const ask = await confirmation(deps, intent, id);
    if (ask) return { message: "", confirm: ask };
  }
  if (intent === "revoke" && typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id)) {
    const signedOut = await revokeConsoleSignIns(deps, { id });
    return { message: signedOut.ok && signedOut.value.revoked ? "The session was signed out." : "That session had already ended." };
  }
  if (intent === "revoke-others") {
    const signedOut = await revokeConsoleSignIns(deps, { except: context.get(signInContext).id });
    const n = signedOut.ok ? signedOut.value.revoked : 0;
    return { message: `${n} other session${n === 1 ? " was" : "s were"} signed out.` };
  }
  if (intent === "delete-passkey" && typeof id === "string" && id.length <= 1_000) {
    const removed = await removePasskey(deps, { id });
    return { message: removed.ok && removed.value.removed ? "The passkey was removed." : "That passkey was already removed." };
  }
  return data({ message: "Unknown request." }, { status: 400 });
}

/** The question before removing a passkey or signing out a browser; none when it is gone already (the action then says so). */
async function confirmation(
  deps: ReturnType<typeof consoleDeps>,
  intent: "revoke" | "delete-passkey",
  id: string,
): Promise<Confirmation | undefined> {
  if (intent === "delete-passkey") {
    const listed = await listConsolePasskeys(deps, {});
    const key = listed.ok ? listed.value.find((row) => row.id === id) : undefined;
    if (!key) return undefined;
    return {
      title: CONFIRM_WORDS.removePasskeyTitle(key.name),
      effect: CONFIRM_WORDS.removePasskeyEffect,
      confirmLabel: CONFIRM_WORDS.removePasskeyConfirm,
      fields: { intent, id },
    };
  }
  const listed = await listConsoleSignIns(deps, {});
  const signIn = listed.ok ? listed.value.find((row) => row.id === id) : undefined;
  if (!signIn) return undefined;
  return {
    title: CONFIRM_WORDS.signOutTitle,
    effect: CONFIRM_WORDS.signOutEffect(consoleTime(signIn.createdAt)),
    details: signIn.userAgent ? [browserName(signIn.userAgent)] : undefined,
    confirmLabel: CONFIRM_WORDS.signOutConfirm,
    fields: { intent, id },
  };
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, sessions } = loaderData;
  const ask = actionData && "confirm" in actionData ? actionData.confirm : undefined;
  return (
    <>
      <ConsoleHeading title="Passkeys & sessions">
        Who can sign in, and where you are signed in. People you invite are on{" "}
        <Link className="text-primary underline" to="/admin/collaborators">
          Collaborators
        </Link>
        ; what everyone did is in the{" "}
        <Link className="text-primary underline" to="/admin/activity">
          activity log
        </Link>
        .
      </ConsoleHeading>
      {ask ? <ConfirmStep confirmation={ask} cancelTo="/admin/security" /> : null}
      {actionData && !ask ? (
        <p role="status" className="mb-4 rounded-md border border-border bg-card px-4 py-2 text-sm">
          {actionData.message}
        </p>
      ) : null}
      <section aria-labelledby="passkeys" className="mb-10 space-y-4">
        <h2 id="passkeys" className="text-xl font-semibold">
          Passkeys
        </h2>
        {passkeys.length === 0 ? (
          <p className="text-muted-foreground">No passkeys yet: add one to sign in without an e-mailed link.</p>
        ) : null}
        {passkeys.length > 0 ? (
          <ConsoleTable caption="Passkeys registered" head={["Name", "Whose", "Added", "Last used", ""]}>
            {passkeys.map((key) => (
              <tr key={key.id}>
                <Cell>{key.name}</Cell>
                <Cell>{key.who}</Cell>
                <Cell>{key.created}</Cell>
                <Cell>{key.lastUsed}</Cell>
                <Cell>
                  <Form method="post">
                    <input type="hidden" name="id" value={key.id} />
                    <Button type="submit" name="intent" value="delete-passkey" variant="outline" size="sm">
                      Remove <span className="sr-only">passkey {key.name}</span>
                    </Button>
                  </Form>
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        ) : null}
        <PasskeyRegister />
      </section>
      <section aria-labelledby="sessions" className="space-y-4">
        <h2 id="sessions" className="text-xl font-semibold">
          Signed-in sessions
        </h2>
        <ConsoleTable caption="Open sessions" head={["Who", "Browser", "Signed in with", "Since", "Last used", "Ends", ""]}>
          {sessions.map((session) => (
            <tr key={session.id}>
              <Cell>{session.who}</Cell>
              <Cell className="max-w-xs break-words">
                {session.browser}
                {session.current ? <strong className="ml-1">(this browser)</strong> : null}
              </Cell>
              <Cell>{session.method === "passkey" ? "a passkey" : "a sign-in link"}</Cell>
              <Cell>{session.created}</Cell>
              <Cell>{session.lastSeen}</Cell>
              <Cell>{session.expires}</Cell>
              <Cell>
                {session.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={session.id} />
                    <Button type="submit" name="intent" value="revoke" variant="outline" size="sm">
                      Sign out <span className="sr-only">session since {session.created}</span>
                    </Button>
                  </Form>
                )}
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
        <Form method="post">
          <Button type="submit" name="intent" value="revoke-others" variant="outline">
            Sign out every other session
          </Button>
        </Form>
      </section>
    </>
  );
}
