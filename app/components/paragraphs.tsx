/** Paragraphs of running text, each a p with the same classes (their spacing and colour). */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className: string }) {
  return texts.map((text) => (
    <p key={text} className={className}>
      {text}
    </p>
  ));
}
