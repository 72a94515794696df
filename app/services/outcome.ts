/**
 * What a service answers: its result, or a refusal the adapter shows (the console next to the
 * field it names, the command line as an error line). A refusal is a value, never an exception
 * an adapter has to parse.
 */
export interface Refusal {
  ok: false;
  message: string;
  /** The input field the refusal is about, by the service's own name for it. */
  field?: string;
  /** Set when what was asked for does not exist (the console answers 404). */
  notFound?: true;
}

export type Outcome<Result> = { ok: true; value: Result } | Refusal;

export const done = <Result>(value: Result): Outcome<Result> => ({ ok: true, value });

export const refuse = (message: string, field?: string): Refusal => (field ? { ok: false, message, field } : { ok: false, message });

export const notFound = (message: string): Refusal => ({ ok: false, message, notFound: true });
