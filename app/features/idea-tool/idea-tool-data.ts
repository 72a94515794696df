import type { IdeaToolResult } from "~/ai/types";

/** The form's field names (and the honeypot, lib/form-input.ts). */
export const IDEA_TOOL_FIELDS = { input: "input", example: "example" } as const;

/** What the page's action answers, with or without JavaScript. */
export type IdeaToolActionData =
  { ok: true; input: string; result: IdeaToolResult } | { ok: false; input: string; message: string; status: number };
