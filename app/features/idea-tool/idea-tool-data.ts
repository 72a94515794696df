import type { IdeaToolResult } from "~/ai/types";
import type { FormAnswer } from "~/lib/form-input";

/** The form's field names (and the honeypot, lib/form-input.ts). */
export const IDEA_TOOL_FIELDS = { input: "input", example: "example" } as const;

/**
 * What the page's action answers, with or without JavaScript: the form kit's answer, whose success
 * also carries the ideas. What was typed comes back in `values`, so a page rendered without
 * JavaScript keeps it; a refusal of the text is the input's error, a refusal of the request (the
 * hourly quota) the form's, `failed`.
 */
export type IdeaToolActionData = FormAnswer<"input", { result: IdeaToolResult; values: { input: string } }>;
