// A message a language lacks shows its key (SPEC §1), never the base language's text, which is what
// Paraglide would compile in its place: the compile step gives such a message its key as its text.

/** `messages` with every string path of `base` it lacks set to that path (nested objects, dotted keys). */
export function fillMissing(base, messages, prefix = '') {
  const out = { ...messages };
  for (const [key, value] of Object.entries(base)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      if (typeof out[key] !== 'string' || out[key] === '') out[key] = path;
    } else {
      out[key] = fillMissing(value, typeof out[key] === 'object' && out[key] !== null ? out[key] : {}, `${path}.`);
    }
  }
  return out;
}
