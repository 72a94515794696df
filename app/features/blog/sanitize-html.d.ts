// sanitize-html ships no types of its own; this declares the part of its API the blog uses.
declare module "sanitize-html" {
  export type Attributes = Record<string, string>;
  export type Transformer = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes; text?: string };
  export interface IOptions {
    allowedTags?: string[] | false;
    allowedAttributes?: Record<string, string[]> | false;
    allowedSchemes?: string[];
    allowedSchemesByTag?: Record<string, string[]>;
    allowedSchemesAppliedToAttributes?: string[];
    allowProtocolRelative?: boolean;
    disallowedTagsMode?: "discard" | "escape" | "recursiveEscape" | "completelyDiscard";
    nonTextTags?: string[];
    transformTags?: Record<string, string | Transformer>;
    /** Per tag ("*" for all), the style properties kept and the patterns their values must match. */
    allowedStyles?: Record<string, Record<string, RegExp[]>>;
  }
  function sanitizeHtml(dirty: string, options?: IOptions): string;
  export default sanitizeHtml;
}
