import * as React from "react";

import { cn } from "~/lib/utils";
import { Label } from "./label";

type FieldControlProps = {
  id?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-describedby"?: string;
};

type FormFieldProps = {
  id?: string;
  label: React.ReactNode;
  error?: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  /** Exactly one control (Input, Textarea, a native select...). */
  children: React.ReactElement<FieldControlProps>;
};

/*
 * The error is a plain paragraph tied to the control by aria-describedby, not a
 * role="alert" live region. With aria-invalid, a screen reader announces "invalid"
 * plus the message whenever the field gets focus, so the message is always heard with
 * the field it belongs to. A live region instead fires once, out of context, and one
 * per field makes a failed submit interrupt itself; in server-rendered HTML (JS off,
 * the page comes back from the action with errors) it is not announced at all.
 * Callers should move focus to the first invalid field after a failed submit.
 *
 * The field's one column can shrink (min-w-0, grid-cols-1): a wide control, such as a select
 * sized by its longest option, cannot push the field past the column it sits in.
 */
function FormField({ id, label, error, description, className, children }: FormFieldProps) {
  const control = React.Children.only(children);
  const generatedId = React.useId();
  const controlId = id ?? control.props.id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== "";

  const describedBy =
    [control.props["aria-describedby"], description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <div data-slot="form-field" data-invalid={hasError || undefined} className={cn("grid min-w-0 grid-cols-1 gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {React.cloneElement(control, {
        id: controlId,
        "aria-describedby": describedBy,
        "aria-invalid": hasError ? true : control.props["aria-invalid"],
      })}
      {description ? (
        <p id={descriptionId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} data-slot="form-field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, type FormFieldProps };
