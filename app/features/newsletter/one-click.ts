/**
 * Whether a POST is a mail program's one-click unsubscribe (RFC 8058): a form body whose only
 * field is `List-Unsubscribe=One-Click`, URL-encoded or multipart. Reads a copy, so the request's
 * body stays for whoever answers it otherwise.
 */
export async function isOneClickUnsubscribe(request: Request): Promise<boolean> {
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (!form) return false;
  const fields = [...form.keys()];
  return fields.length === 1 && form.get("List-Unsubscribe") === "One-Click";
}
