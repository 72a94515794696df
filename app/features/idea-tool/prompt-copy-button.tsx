import { Check, Copy } from "lucide-react";
import { useCopyToClipboard } from "~/components/use-copy-to-clipboard";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { AI_COPY_RESET_MS, ideaToolCopy as copy } from "~/content/idea-tool";

/** A recommendation's copy button: a checkmark for 2 s and a toast either way. */
export function PromptCopyButton({ prompt, title }: { prompt: string; title: string }) {
  const { copied, copy: write } = useCopyToClipboard({ resetAfterMs: AI_COPY_RESET_MS });

  async function onClick() {
    if (await write(prompt)) toast.success(copy.copySuccess.title, { description: copy.copySuccess.description });
    else toast.error(copy.copyFailure.title, { description: copy.copyFailure.description });
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void onClick()} data-copied={copied || undefined}>
      {copied ? <Check aria-hidden="true" className="text-primary" /> : <Copy aria-hidden="true" />}
      {copied ? copy.copiedPrompt : copy.copyPrompt}
      <span className="sr-only">: {title}</span>
    </Button>
  );
}
