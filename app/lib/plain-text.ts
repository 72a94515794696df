import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, type TextKind } from "./control-characters";

/** The rule of `control-characters.ts` as a zod check, for every schema that reads a visitor's text: `z.string().check(plainText())`. */
export function plainText(kind: TextKind = "single-line", message: string = CONTROL_CHARACTER_MESSAGE) {
  return z.refine<string>((text) => !hasControlCharacters(text, kind), { error: message });
}
