/**
 * Splits a template into plain text and "[Manager's name]"-style placeholders, so a page can show
 * the reader what to replace while the copied text stays exactly the template.
 */
export function splitPlaceholders(text: string): Array<{ text: string; placeholder: boolean }> {
  // With a capturing group, split() puts every match at an odd index.
  return text
    .split(/(\[[^\]\n]+\])/)
    .map((part, index) => ({ text: part, placeholder: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}
