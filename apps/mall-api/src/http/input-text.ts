// Text that reaches mall-api from outside (a JSON body, a query, a form field) is checked once, before
// any schema or handler: PostgreSQL refuses a NUL byte (the whole statement fails), a lone surrogate
// cannot be written as UTF-8 (the driver would silently store U+FFFD), and other control characters
// have no place in a shop's text. Those are refused with a message, so nothing is stored half.
// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a name display as
// something else, are removed; the plain direction marks (U+200E, U+200F) and every printable
// character, 4-byte emoji included, pass unchanged.

/** C0 controls but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_CONTROL_MESSAGE = '参数错误：内容含有不可见的控制字符，请删除后重试';
export const TEXT_ENCODING_MESSAGE = '参数错误：内容含有无效字符（不完整的 Unicode 编码），请重新输入';

export type CleanResult<T> = { ok: true; value: T } | { ok: false; message: string };

const cleanString = (s: string): CleanResult<string> => {
  if (CONTROL.test(s)) return { ok: false, message: TEXT_CONTROL_MESSAGE };
  if (LONE_SURROGATE.test(s)) return { ok: false, message: TEXT_ENCODING_MESSAGE };
  return { ok: true, value: s.replace(BIDI_OVERRIDE, '') };
};

/**
 * Checks every string (values and keys) of a parsed JSON value or form, in place: refuses one with a
 * control character or a lone surrogate, removes bidirectional overrides. Walks with its own stack,
 * so a deeply nested body cannot overflow the call stack.
 */
export function cleanInput<T>(value: T): CleanResult<T> {
  if (typeof value === 'string') return cleanString(value) as CleanResult<T>;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'string') {
          const c = cleanString(item);
          if (!c.ok) return c;
          node[i] = c.value;
        } else if (item !== null && typeof item === 'object') stack.push(item);
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const k = cleanString(key);
      if (!k.ok) return k;
      const item = record[key];
      let next = item;
      if (typeof item === 'string') {
        const c = cleanString(item);
        if (!c.ok) return c;
        next = c.value;
      } else if (item !== null && typeof item === 'object') stack.push(item);
      if (k.value !== key) {
        delete record[key];
        record[k.value] = next;
      } else if (next !== item) record[key] = next;
    }
  }
  return { ok: true, value };
}
