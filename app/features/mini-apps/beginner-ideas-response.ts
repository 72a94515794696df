import type { BeginnerIdeasResult } from "~/ai/types";
import type { JsonRefusal } from "~/lib/json-input";

/** Where the dialog posts (a resource route answering JSON). */
export const BEGINNER_IDEAS_ENDPOINT = "/api/ai/beginner-ideas";

/** The beginner-ideas endpoint's answer: the ideas, or an error the dialog throws. */
export type BeginnerIdeasResponse = BeginnerIdeasResult | JsonRefusal;
