import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useCopyToClipboard } from "./use-copy-to-clipboard";
import { cn } from "~/lib/utils";

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  /** How long the copied state shows, in milliseconds. */
  resetAfterMs: number;
  label?: string;
  copiedLabel?: string;
  /** Toast on success; none when omitted. */
  successMessage?: string;
  /** Destructive toast on failure; a silent failure when omitted. */
  failureMessage?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}

/** A button that copies `text` and says 'Copied' for a while; a failure never says it. */
export function CopyButton({
  text,
  resetAfterMs,
  label = "Copy text",
  copiedLabel = "Copied",
  successMessage,
  failureMessage,
  variant = "outline",
  size = "sm",
  className,
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard({ resetAfterMs });

  async function onClick() {
    const ok = await copy(text);
    if (ok && successMessage) toast.success(successMessage);
    if (!ok && failureMessage) toast.error(failureMessage);
  }

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={cn("print:hidden", className)}
      onClick={onClick}
      data-copied={copied || undefined}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? copiedLabel : label}
    </Button>
  );
}
