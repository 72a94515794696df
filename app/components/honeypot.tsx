import { HONEYPOT_FIELD } from "~/lib/form-input";

/**
 * The field only bots fill: a form that carries it filled in is taken as spam and quietly dropped
 * by its action (`isHoneypotFilled`). It stays out of sight, out of the tab order and out of the
 * accessibility tree, so a visitor — with a screen reader or not — never meets it. Every form gives
 * it an id unique on the page.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
