/**
 * The browser's half of the theme sprinkles (sprinkles.css.ts): the class of each property's value
 * from a flat table. @vanilla-extract/sprinkles' own runtime carries every class name under
 * `values.<value>.defaultClass` plus the code for conditions and responsive arrays, which these
 * sprinkles do not use.
 */

/**
 * Per property: its classes by value, or only its values when the classes are `prefix` followed by a
 * running base-36 count (vanilla-extract's short identifiers, checked when the table is built); per
 * shorthand: its longhands, space-separated.
 */
export type AtomTable = Record<string, Record<string, string> | string[] | string>;

export interface AtomsFn<Props> {
  (props: Props): string;
  properties: Set<keyof Props>;
}

/** Classes for the given props, in sprinkles' order; a longhand given beside its shorthand wins. */
export function createAtoms<Props extends Record<string, unknown>>(table: AtomTable, prefix = ''): AtomsFn<Props> {
  const classes: Record<string, Record<string, string>> = {};
  const shorthands: Record<string, string[]> = {};
  let count = 0;
  for (const key in table) {
    const entry = table[key];
    if (typeof entry === 'string') shorthands[key] = entry.split(' ');
    else if (Array.isArray(entry)) classes[key] = Object.fromEntries(entry.map((value) => [value, prefix + (count++).toString(36)]));
    else classes[key] = entry;
  }
  const fn = ((props: Record<string, unknown>) => {
    const merged: Record<string, unknown> = {};
    for (const key in shorthands) if (props[key] != null) for (const longhand of shorthands[key]) merged[longhand] = props[key];
    for (const key in props) if (classes[key] && props[key] != null) merged[key] = props[key];
    const names: string[] = [];
    for (const key in merged) names.push(classes[key][String(merged[key])]);
    return names.join(' ');
  }) as AtomsFn<Props>;
  fn.properties = new Set(Object.keys(table) as (keyof Props)[]);
  return fn;
}
