import type { ComponentType } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { MiniAppDialogProps } from "./mini-app-dialog";

/** What a mini app puts inside its dialog; it may stop its work once `open` turns false, and close the dialog. */
export interface MiniAppPanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * A mini app's dialog from its panel: the frame every one of them shares (a wide dialog, its title
 * and, below the title bar, so only the title stays in view as the results scroll, its
 * description) around the panel, which holds the mini app's state. Radix unmounts the panel when
 * the dialog closes, which resets it.
 */
export function miniAppDialog(
  Panel: ComponentType<MiniAppPanelProps>,
  { title, titleClassName, description }: { title: string; titleClassName?: string; description: string },
): ComponentType<MiniAppDialogProps> {
  return function MiniAppDialog({ open, onOpenChange }: MiniAppDialogProps) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent width="wide">
          <DialogHeader>
            <DialogTitle className={titleClassName}>{title}</DialogTitle>
          </DialogHeader>
          <DialogDescription>{description}</DialogDescription>
          <Panel open={open} onClose={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
    );
  };
}
