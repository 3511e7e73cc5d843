import { useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FormErrors } from './formErrors';

/**
 * The state of a member-centre form: its values, the message of each field that failed its check,
 * and the bindings its fields share. `F` names the fields that can fail.
 */
export function useForm<V extends object, F extends keyof V & string = keyof V & string>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));

  /**
   * Binds a text Input to the string value `key`: its name, value, message and change (through
   * `clean`, e.g. digits only).
   */
  const text = (key: F, clean: (raw: string) => string = (raw) => raw) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, clean(e.target.value) as V[F]),
  });

  /** Binds a Checkbox to the boolean value `key`. */
  const check = (key: keyof V & string) => ({
    name: key,
    checked: values[key] as boolean,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.checked as V[keyof V & string]),
  });

  /** Checks the values with `validate` and shows its messages; true when every field passed. */
  const passes = (validate: (values: V) => FormErrors<F>) => {
    const found = validate(values);
    setErrors(found);
    return !hasErrors(found);
  };

  /** A submit handler that sends the values only when `validate` finds nothing. */
  const submitWith = (validate: (values: V) => FormErrors<F>, send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (passes(validate)) send(values);
  };

  return { values, setValues, set, errors, setErrors, text, check, passes, submitWith };
}
