import type { z } from "zod";
import { outboundFetch } from "~/lib/outbound-http";
import { jsonSchemaOf } from "./model-schemas.server";

/**
 * A client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, a llama.cpp
 * server): one POST to `{baseUrl}/chat/completions` asking for structured output with the answer's
 * JSON Schema, the answer parsed and checked with zod. A timeout per attempt and one retry.
 */
export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /**
   * Sent as `reasoning_effort` only when set: reasoning models accept it, and some other models
   * refuse a chat-completions request that carries it at all.
   */
  reasoningEffort?: string;
  /** Attempts after the first; 1 by default. */
  retries?: number;
  fetch?: typeof fetch;
}

export interface ModelTask<M, T> {
  /** The schema's name in the request ([a-zA-Z0-9_-]). */
  name: string;
  schema: z.ZodType<M>;
  system: string;
  user: string;
  /** Turns a valid answer into the shared result type; throws when the answer is unusable. */
  tidy: (answer: M) => T;
}

export class ModelCallError extends Error {
  constructor(
    message: string,
    /** Whether trying again could help (a timeout, a 5xx, a malformed answer — not a 401). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Thrown when the caller refuses another attempt (the daily cap is spent). */
export class AttemptRefusedError extends Error {}

export interface ChatCompletionsClient {
  /**
   * Asks the model. `beforeAttempt` runs before every HTTP request and may refuse it (the daily
   * cap counts requests, retries included).
   */
  complete<M, T>(task: ModelTask<M, T>, beforeAttempt?: () => boolean | Promise<boolean>): Promise<T>;
}

export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatCompletionsClient {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const send = options.fetch ?? fetch;
  const retries = options.retries ?? 1;
  const schemas = new Map<string, Record<string, unknown>>();

  async function attempt<M, T>(task: ModelTask<M, T>): Promise<T> {
    let schema = schemas.get(task.name);
    if (!schema) {
      schema = jsonSchemaOf(task.schema);
      schemas.set(task.name, schema);
    }
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

    let response: Response;
    try {
      response = await outboundFetch(endpoint, {
        what: "model call",
        timeoutMs: options.timeoutMs,
        fetch: send,
        method: "POST",
        headers,
        body: JSON.stringify({
          model: options.model,
          messages: [
            { role: "system", content: task.system },
            { role: "user", content: task.user },
          ],
          response_format: { type: "json_schema", json_schema: { name: task.name, strict: true, schema } },
          ...(options.reasoningEffort ? { reasoning_effort: options.reasoningEffort } : {}),
        }),
        redirect: "error",
      });
    } catch (error) {
      throw new ModelCallError(error instanceof Error ? error.message : String(error), true);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ModelCallError(`HTTP ${response.status} with a body that is not JSON`, response.status >= 500 || response.ok);
    }
    if (!response.ok) {
      const detail = (body as { error?: { message?: unknown } } | null)?.error?.message;
      const retryable = response.status === 429 || response.status >= 500 || response.status === 408;
      throw new ModelCallError(`HTTP ${response.status}${typeof detail === "string" ? `: ${detail.slice(0, 200)}` : ""}`, retryable);
    }

    const message = (body as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] } | null)?.choices?.[0]?.message;
    if (typeof message?.refusal === "string" && message.refusal !== "")
      throw new ModelCallError(`the model refused: ${message.refusal.slice(0, 200)}`, false);
    if (typeof message?.content !== "string") throw new ModelCallError("the answer has no message content", true);

    let json: unknown;
    try {
      json = JSON.parse(message.content);
    } catch {
      throw new ModelCallError("the answer is not valid JSON", true);
    }
    const parsed = task.schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ModelCallError(`the answer does not match the schema (${issue?.path.join(".") || "root"}: ${issue?.message})`, true);
    }
    try {
      return task.tidy(parsed.data);
    } catch (error) {
      throw new ModelCallError(`the answer is unusable: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  }

  return {
    async complete(task, beforeAttempt = () => true) {
      let lastError: unknown;
      for (let tries = 0; tries <= retries; tries += 1) {
        if (!(await beforeAttempt())) throw lastError ?? new AttemptRefusedError("the daily limit of model calls is spent");
        try {
          return await attempt(task);
        } catch (error) {
          lastError = error;
          if (error instanceof ModelCallError && !error.retryable) break;
        }
      }
      throw lastError;
    },
  };
}
