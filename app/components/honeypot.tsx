/**
 * The field only bots fill: a form that carries it filled in is taken as spam and quietly dropped
 * by its action. It stays out of sight, out of the tab order and out of the accessibility tree, so
 * a visitor — with a screen reader or not — never meets it. Each form names its own field (its
 * action reads that name) and gives it an id unique on the page.
 */
export function Honeypot({ id, name, label = "Website" }: { id: string; name: string; label?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
