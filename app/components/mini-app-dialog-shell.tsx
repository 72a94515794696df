import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { MiniAppDialogProps } from "./mini-app-dialog";

/**
 * The frame every mini app's dialog shares: a wide dialog, its title and, below the title bar (so
 * only the title stays in view as the results scroll), its description. The panel inside holds
 * the mini app's state: Radix unmounts it when the dialog closes, which resets it.
 */
export function MiniAppDialogShell({
  open,
  onOpenChange,
  title,
  titleClassName,
  description,
  children,
}: MiniAppDialogProps & { title: string; titleClassName?: string; description: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="wide">
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
        </DialogHeader>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
