import { z } from "zod";
import type { BeginnerIdea, BeginnerIdeasResult, IdeaToolResult, UseCaseBundle, UseCaseSection } from "./types";

/**
 * What a model is asked to return, as zod schemas: sent as JSON Schema with the request
 * (structured output) and checked again on the answer, because not every OpenAI-compatible server
 * enforces the schema. Strict structured output wants every property required, so optional fields
 * come back as empty strings and are dropped when the answer is tidied into the shared types.
 */
const text = z.string();

export const ideaToolModelSchema = z.object({
  roleAnalysis: text,
  useCases: z.array(text),
  recommendations: z.array(z.object({ title: text, description: text, prompt: text })),
});

export const beginnerIdeasModelSchema = z.object({
  introduction: text,
  ideas: z.array(
    z.object({
      type: z.enum(["prompt", "simple_tool", "creative"]),
      title: text,
      difficulty: text,
      description: text,
      prompt: text,
      steps: z.array(text),
      how_to_try: text,
      example: text,
    }),
  ),
  conclusion: text,
});

export const useCaseModelSchema = z.object({
  introduction: text,
  sections: z.array(
    z.object({
      type: z.enum(["prompt", "vibeCode", "agent"]),
      title: text,
      subtitle: text,
      content: z.object({
        description: text,
        benefits: z.array(text),
        prompt: text,
        whatToBuild: text,
        whatToDo: text,
        whyItHelps: text,
        steps: z.array(text),
      }),
    }),
  ),
  conclusion: text,
});

/** The JSON Schema of a model schema, as `response_format.json_schema.schema` wants it. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "draft-7" }) as Record<string, unknown>;
  return rest;
}

/** Raised when a model's answer parses but is not usable (empty lists, blank required text). */
export class UnusableAnswerError extends Error {}

const clean = (value: string) => value.trim();
const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
const list = (values: string[], max: number) =>
  values
    .map(clean)
    .filter((value) => value !== "")
    .slice(0, max);
function required(value: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw new UnusableAnswerError(`the answer's ${what} is empty`);
  return trimmed;
}

export function tidyIdeaTool(answer: z.infer<typeof ideaToolModelSchema>): IdeaToolResult {
  const recommendations = answer.recommendations
    .filter((item) => item.title.trim() !== "" && item.prompt.trim() !== "")
    .slice(0, 6)
    .map((item) => ({ title: clean(item.title), description: clean(item.description), prompt: clean(item.prompt) }));
  const useCases = list(answer.useCases, 8);
  if (recommendations.length === 0 || useCases.length === 0) throw new UnusableAnswerError("the answer has no ideas");
  return { roleAnalysis: required(answer.roleAnalysis, "role analysis"), useCases, recommendations };
}

export function tidyBeginnerIdeas(answer: z.infer<typeof beginnerIdeasModelSchema>): BeginnerIdeasResult {
  const ideas = answer.ideas
    .filter((idea) => idea.title.trim() !== "" && idea.description.trim() !== "")
    .slice(0, 3)
    .map((idea): BeginnerIdea => {
      const steps = list(idea.steps, 8);
      return {
        type: idea.type,
        title: clean(idea.title),
        difficulty: optional(idea.difficulty),
        description: clean(idea.description),
        prompt: optional(idea.prompt),
        steps: steps.length > 0 ? steps : undefined,
        how_to_try: optional(idea.how_to_try),
        example: optional(idea.example),
      };
    });
  if (ideas.length === 0) throw new UnusableAnswerError("the answer has no ideas");
  return { introduction: optional(answer.introduction), ideas, conclusion: optional(answer.conclusion) };
}

export function tidyUseCases(answer: z.infer<typeof useCaseModelSchema>): UseCaseBundle {
  const sections = answer.sections
    .filter((section) => section.title.trim() !== "" && section.content.description.trim() !== "")
    .slice(0, 12)
    .map((section, index): UseCaseSection => {
      const { content } = section;
      const steps = list(content.steps, 8);
      return {
        id: `section-${index + 1}`,
        type: section.type,
        title: clean(section.title),
        subtitle: clean(section.subtitle),
        content: {
          description: clean(content.description),
          benefits: list(content.benefits, 6),
          prompt: optional(content.prompt),
          whatToBuild: optional(content.whatToBuild),
          whatToDo: optional(content.whatToDo),
          whyItHelps: optional(content.whyItHelps),
          steps: steps.length > 0 ? steps : undefined,
        },
      };
    });
  if (sections.length === 0) throw new UnusableAnswerError("the answer has no sections");
  return { introduction: required(answer.introduction, "introduction"), sections, conclusion: required(answer.conclusion, "conclusion") };
}
