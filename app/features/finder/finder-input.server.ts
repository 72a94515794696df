import { HONEYPOT_FIELD } from "./request-state";

export interface FinderInput {
  linkedinUrl: string;
  honeypot: string;
}

/** Reads {linkedinUrl} from a JSON or form body; undefined when the body is neither. */
export async function readFinderInput(request: Request): Promise<FinderInput | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      if (typeof body !== "object" || body === null) return undefined;
      const fields = body as Record<string, unknown>;
      return {
        linkedinUrl: typeof fields.linkedinUrl === "string" ? fields.linkedinUrl : "",
        honeypot: typeof fields[HONEYPOT_FIELD] === "string" ? (fields[HONEYPOT_FIELD] as string) : "",
      };
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await request.formData();
      const value = (name: string) => {
        const field = form.get(name);
        return typeof field === "string" ? field : "";
      };
      return { linkedinUrl: value("linkedinUrl"), honeypot: value(HONEYPOT_FIELD) };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
