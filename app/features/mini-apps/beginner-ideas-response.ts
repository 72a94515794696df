import type { BeginnerIdeasResult } from "~/ai/types";

/** Where the dialog posts (a resource route answering JSON). */
export const BEGINNER_IDEAS_ENDPOINT = "/api/ai/beginner-ideas";

/** The beginner-ideas endpoint's answer: the ideas, or an error the dialog throws. */
export type BeginnerIdeasResponse = BeginnerIdeasResult | { error: string };
