import type { z } from "zod";

/**
 * The JSON endpoints' half of taking input (the form kit, form-input.ts, is the other): a body is
 * read with the endpoint's zod schema, and a refusal is one shape with a 4xx status.
 */

/** What a JSON endpoint answers when it refuses: what went wrong and, where one field can fix it, which. */
export interface JsonRefusal<Field extends string = string> {
  error: string;
  field?: Field;
}

/** A refusal in the JSON shape, never cached. */
export function jsonRefusal(
  status: number,
  error: string,
  { field, headers }: { field?: string; headers?: Record<string, string> } = {},
): Response {
  return Response.json({ error, ...(field ? { field } : {}) } satisfies JsonRefusal, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/** The JSON body read with `schema`; undefined when it is no JSON at all (a broken body) or does not fit. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T | undefined> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
