/**
 * Text whose hyphenated words ("Meeting-Notes", "half-finished") never break at their hyphen: a
 * narrow screen moves the whole word to the next line instead. The text itself is unchanged (it
 * copies and searches as written).
 */
export function Unbroken({ text }: { text: string }) {
  const parts = text.split(/(\S*\w-\w\S*)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
