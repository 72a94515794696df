import type { AiAnswer, AiService } from "~/ai/ai-service.server";
import type { UseCaseBundle, UseCaseSection } from "~/ai/types";

export const PROFILE = "https://www.linkedin.com/in/jane-doe-product-manager";

export function section(type: UseCaseSection["type"], n: number, extra: Partial<UseCaseSection["content"]> = {}): UseCaseSection {
  return {
    id: `${type}-${n}`,
    type,
    title: `${type} idea ${n}`,
    subtitle: `Subtitle ${n}`,
    content: { description: `What ${type} ${n} is about`, benefits: ["Saves time"], steps: ["First", "Second"], ...extra },
  };
}

export const sampleBundle: UseCaseBundle = {
  introduction: "Intro",
  sections: [
    section("prompt", 1, { prompt: "Act as my chief of staff" }),
    section("vibeCode", 1, { whatToBuild: "A tracker" }),
    section("agent", 1, { whatToDo: "Watches the inbox" }),
  ],
  conclusion: "Outro",
};

type Engine = Pick<AiService, "admit" | "useCaseSections">;

/** A deterministic stand-in for the AI engine: answers with `bundle`, or whatever `answer` says. */
export function fakeEngine(
  answer: (url: string) => Promise<AiAnswer<UseCaseBundle>> = async () => ({
    ok: true,
    value: sampleBundle,
    cached: false,
    provider: "builtin",
  }),
) {
  const calls: string[] = [];
  const engine: Engine = {
    async admit() {
      return { ok: true };
    },
    async useCaseSections(url) {
      calls.push(url);
      return answer(url);
    },
  };
  return Object.assign(engine, { calls });
}

/** Reads server-sent events until the stream ends (or `until` says stop), with a time limit. */
export async function readEvents<T = unknown>(response: Response, options: { timeoutMs?: number; until?: (event: T) => boolean } = {}) {
  const events: T[] = [];
  const comments: string[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const timer = setTimeout(() => void reader.cancel(), options.timeoutMs ?? 20_000);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of block.split("\n")) {
          if (line.startsWith("data: ")) {
            const event = JSON.parse(line.slice(6)) as T;
            events.push(event);
            if (options.until?.(event)) {
              await reader.cancel();
              return { events, comments, ended: false };
            }
          } else if (line.startsWith(":")) comments.push(line);
        }
      }
    }
    return { events, comments, ended: true };
  } finally {
    clearTimeout(timer);
  }
}

export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
