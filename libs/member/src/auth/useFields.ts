import { useState } from 'react';
import { problemText, type Problem } from './validation';

/** A problem per field; null or missing when the field is fine. */
export type Problems<F extends string> = Partial<Record<F, Problem | null>>;

/**
 * The text fields of an auth form and their problems: typing in a field clears its problem, and
 * `field`/`bind` hand a field's value, change handler and translated problem to an input.
 */
export function useFields<F extends string>(empty: Record<F, string>) {
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems<F>>({});
  const set = (name: F) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };
  const text = (name: F) => {
    const problem = problems[name];
    return problem ? problemText(problem) : undefined;
  };
  /** For the auth fields (PhoneInput, CaptchaField …), whose onChange gives the value. */
  const field = (name: F) => ({ value: values[name], onChange: set(name), error: text(name) });
  /** For a plain ui Input, whose onChange gives the event. */
  const bind = (name: F) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name)(e.target.value),
    error: text(name),
  });
  /** Shows the problems found next to those already shown; true when none was found. */
  const report = (found: Problems<F>) => {
    setProblems((p) => ({ ...p, ...found }));
    return !Object.values(found).some(Boolean);
  };
  return { values, setValues, set, problems, setProblems, text, field, bind, report };
}

export type Fields<F extends string> = ReturnType<typeof useFields<F>>;
