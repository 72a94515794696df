import { useState } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { Button } from "~/components/ui/button";
import { postJson } from "./post-json";

/**
 * "Sign in with a passkey". WebAuthn needs JavaScript; SimpleWebAuthn's browser half loads on the
 * first press, so no page, not even this one, carries it before it is wanted.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });

  async function signIn() {
    setState({ busy: true });
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const start = await postJson<{ options: Parameters<typeof startAuthentication>[0]["optionsJSON"] }>("/admin/sign-in/passkey", {
        step: "options",
      });
      const response = await startAuthentication({ optionsJSON: start.options });
      await postJson("/admin/sign-in/passkey", { step: "verify", response });
      window.location.assign(next);
    } catch (error) {
      setState({
        busy: false,
        message:
          error instanceof Error && error.name !== "NotAllowedError"
            ? error.message
            : "Signing in with a passkey did not work. Please try again.",
      });
    }
  }

  return (
    <div className="space-y-2">
      <Button type="button" className="w-full" disabled={!hydrated || state.busy} onClick={() => void signIn()}>
        {state.busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
      {!hydrated ? <p className="text-sm text-muted-foreground">Passkeys need JavaScript; the e-mailed link works without it.</p> : null}
      {state.message ? (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
