import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Copies text with the asynchronous Clipboard API and reports `copied` for `resetAfterMs`
 * (SPEC §4: 3 s on the reimbursement page, 2 s elsewhere). A failed copy (permission refused, no
 * Clipboard API, an insecure page) resolves to false and never shows the copied state.
 */
export function useCopyToClipboard({ resetAfterMs }: { resetAfterMs: number }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      clearTimeout(timer.current);
      try {
        if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) throw new Error("No Clipboard API");
        await navigator.clipboard.writeText(text);
      } catch {
        setCopied(false);
        return false;
      }
      setCopied(true);
      // A second copy while 'copied' shows starts the full duration again.
      timer.current = setTimeout(() => setCopied(false), resetAfterMs);
      return true;
    },
    [resetAfterMs],
  );

  return { copied, copy };
}
