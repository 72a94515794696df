/**
 * The form kit's pure half: what a form's fields module, its schema and its action share. No zod
 * here: a form's fields module needs these on first paint, while its schema loads later.
 */

/** The messages a form shows: the first per field, and under "form" what no field can fix. */
export type FormErrors<Field extends string> = Partial<Record<Field | "form", string>>;

/** What a form's action answers, with or without JavaScript; `Success`, what a success also carries. */
export type FormAnswer<Field extends string, Success extends object = object> =
  | ({ ok: true } & Success)
  /**
   * failed: the request itself failed (shown as a toast). values: what was sent, so a page
   * rendered without JavaScript keeps what the visitor typed.
   */
  | { ok: false; errors: FormErrors<Field>; values?: Partial<Record<Field, string>>; failed?: boolean };

/** Only the form's text fields: FormData may also carry files or a bot's extras, which are dropped. */
export function pickFields<Field extends string>(formData: FormData, fields: readonly Field[]): Partial<Record<Field, string>> {
  const input: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === "string") input[field] = value;
  }
  return input;
}

/**
 * The honeypot's name, the same in every form and JSON body (components/honeypot.tsx draws it). A
 * person never sees the field; a post that fills it came from a bot, and is answered as a success
 * would be with nothing done (decision 057), so the bot learns nothing.
 */
export const HONEYPOT_FIELD = "website";

/** Whether a form post or a JSON body filled the honeypot. */
export function isHoneypotFilled(fields: FormData | Readonly<Record<string, unknown>>): boolean {
  const value = fields instanceof FormData ? fields.get(HONEYPOT_FIELD) : fields[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/** The body of a form post; undefined when it is not one at all (JSON, a broken body), for a clear 400. */
export function readFormData(request: Request): Promise<FormData | undefined> {
  return request.formData().catch(() => undefined);
}

/** The first message per field, for the fields the form knows; a schema's ZodError fits. */
export function firstErrors<Field extends string>(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fields: readonly Field[],
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * `true` only when A and B are the same set of names, so a schema can prove that its keys are the
 * fields module's list: `const _sameFields: SameFields<keyof Signup, SignupField> = true;`.
 */
export type SameFields<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
