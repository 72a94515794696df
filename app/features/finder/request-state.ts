import type { UseCaseBundle, UseCaseSection } from "~/ai/types";
import type { GuideAccess } from "~/lib/guide-access";
import type { JsonRefusal } from "~/lib/json-input";

/** A request's status as the visitor follows it (from its request row). */
export type RequestStatus = "submitted" | "processing" | "completed" | "failed";

/**
 * A completed request's results, read on the server: sections, or the legacy list of older rows.
 * `resultKind` says which, so the browser draws them without reading them again.
 */
export type RequestResults = { resultKind: "sections"; useCases: UseCaseSection[] } | { resultKind: "legacy"; useCases: LegacyUseCase[] };

/** What the status endpoints send: the row's public columns, never its owner's visit, and the full guides' state for this browser. */
export type RequestState = {
  id: string;
  status: RequestStatus;
  errorMessage: string | null;
  guide: GuideAccess;
} & (RequestResults | { resultKind: null; useCases: null });

/** The submit's answer. */
export interface SubmitAnswer {
  requestId: string;
  userSessionId: string;
}

/** What the write endpoints answer on a refusal (400, 429, 503); `field` is set when the message is about the "About you" text rather than the link. */
export type ErrorAnswer = JsonRefusal<"aboutYou">;

export const isTerminal = (status: RequestStatus) => status === "completed" || status === "failed";

/** A legacy use-case item: results stored by the first version of the finder. */
export interface LegacyUseCase {
  title: string;
  description: string;
  benefits: string[];
  category?: string;
  toolType?: string;
  prompts: string[];
}

/** What the GPT-5 analyzer answers: its analysis, trimmed on the server, or a refusal. */
export type Gpt5AnalyzerAnswer = (UseCaseBundle & { guide: GuideAccess }) | ErrorAnswer;
