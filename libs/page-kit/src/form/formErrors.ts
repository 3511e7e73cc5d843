/** Field → message; empty when the form is fine. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** True when a form's check found something. */
export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** A text's length as a person counts it: trimmed, by code point (a Chinese character or emoji is one). */
export const chars = (s: string) => [...s.trim()].length;
