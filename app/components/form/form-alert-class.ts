/** How a whole form's answer looks (FormAlert; the page script's own alert on a page without React). */
export const FORM_ALERT_CLASS = "rounded-md border border-destructive/40 bg-card p-3 text-sm font-medium text-destructive";
