import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { FORM_ALERT_CLASS } from "./form-alert-class";

/** The answer about the whole form (not one field) after a failed submit, announced as an alert. */
export function FormAlert({ className, ...props }: ComponentProps<"p">) {
  return <p role="alert" className={cn(FORM_ALERT_CLASS, className)} {...props} />;
}
