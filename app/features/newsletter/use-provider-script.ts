import { useEffect, useState } from "react";
import { attachProviderScript, type ScriptStatus } from "./provider-script";

export type { ScriptStatus };

/**
 * Loads the newsletter provider's embed script into the element with `containerId`, once however
 * often React renders, and empties the container on unmount (attachProviderScript says how). No
 * `scriptUrl`: no provider (the site sends the newsletter), nothing is loaded.
 */
export function useProviderScript({ containerId, scriptUrl, uid }: { containerId: string; scriptUrl: string; uid: string }) {
  const [status, setStatus] = useState<ScriptStatus>("idle");

  useEffect(() => {
    if (!scriptUrl) return;
    const container = document.getElementById(containerId);
    if (!container) {
      console.warn(`Newsletter form: container #${containerId} not found`);
      return;
    }
    return attachProviderScript(container, { scriptUrl, uid }, setStatus);
  }, [containerId, scriptUrl, uid]);

  return status;
}
