import { useCallback, useEffect, useState } from "react";

/**
 * Copies text with the asynchronous Clipboard API and reports `copied` for `resetAfterMs`
 * (3 s on the reimbursement page, 2 s elsewhere). A failed copy (permission refused, no
 * Clipboard API, an insecure page) resolves to false and never shows the copied state.
 */
export function useCopyToClipboard({ resetAfterMs }: { resetAfterMs: number }) {
  const [copied, setCopied] = useState(false);
  // Bumped by every successful copy, so a second copy while 'copied' shows starts the full duration again.
  const [copies, setCopies] = useState(0);

  // The duration counts from when 'copied' is on screen, not from the click: on a busy device the
  // render can come late, and the label must still show for the whole time.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), resetAfterMs);
    return () => clearTimeout(timer);
  }, [copied, copies, resetAfterMs]);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) throw new Error("No Clipboard API");
      await navigator.clipboard.writeText(text);
    } catch {
      setCopied(false);
      return false;
    }
    setCopied(true);
    setCopies((count) => count + 1);
    return true;
  }, []);

  return { copied, copy };
}
