import type { BeginnerIdeasResult } from "~/ai/types";

/** Where the dialog posts (a resource route answering JSON). */
export const BEGINNER_IDEAS_ENDPOINT = "/api/ai/beginner-ideas";
export const BEGINNER_HONEYPOT_FIELD = "website";

/** Call 9's answer: the ideas, or an error the dialog throws (SPEC §7). */
export type BeginnerIdeasResponse = BeginnerIdeasResult | { error: string };
