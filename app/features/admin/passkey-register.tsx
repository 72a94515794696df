import { useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "~/components/form/use-hydrated";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "./console-fields";
import { postJson } from "./post-json";

/**
 * "Add a passkey": the browser makes one (SimpleWebAuthn's browser half loads on the press) and the
 * server keeps its public key. From the console by default; an invitation's page names its own
 * endpoint and what follows the new passkey (going into the console, signed in).
 */
export function PasskeyRegister({ endpoint = "/admin/passkeys/register", onAdded }: { endpoint?: string; onAdded?: () => void } = {}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [state, setState] = useState<{ busy: boolean; message?: string; ok?: boolean }>({ busy: false });

  async function register() {
    setState({ busy: true });
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const start = await postJson<{ options: Parameters<typeof startRegistration>[0]["optionsJSON"] }>(endpoint, {
        step: "options",
      });
      const response = await startRegistration({ optionsJSON: start.options });
      await postJson(endpoint, { step: "verify", response, name });
      if (onAdded) return onAdded();
      setState({ busy: false, ok: true, message: "Passkey added. You can sign in with it from now on." });
      setName("");
      await revalidator.revalidate();
    } catch (error) {
      setState({
        busy: false,
        message: error instanceof Error && error.name !== "NotAllowedError" ? error.message : "No passkey was added.",
      });
    }
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <ConsoleLabel htmlFor="passkey-name">Name it (which device)</ConsoleLabel>
        <ConsoleInput
          id="passkey-name"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          placeholder="Laptop"
        />
      </div>
      <Button type="button" disabled={!hydrated || state.busy} onClick={() => void register()}>
        {state.busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
      {!hydrated ? <p className="text-sm text-muted-foreground">Adding a passkey needs JavaScript.</p> : null}
      {state.message ? (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? "text-sm text-muted-foreground" : "text-sm text-destructive"}>
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
