// A strict allow-list HTML sanitizer for rich text (goods introductions, help, notice and article
// bodies). No sanitizer library is installed, so this one re-serialises everything it keeps:
// only the tags and attributes below survive, attribute values are re-escaped, URLs must be http(s),
// relative, mailto: or tel:, and script/style-like elements are dropped with their content. mall-api
// runs it when content is written (seed, later admin calls); the gateway runs it again on output.

const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Dropped together with everything up to their closing tag. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg',
  'math', 'textarea', 'select', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'head',
]);
const ALLOWED_ATTRS: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title', 'target']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};
const URL_ATTRS = new Set(['href', 'src']);
const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Decodes character references, for checking a URL's scheme the way a browser would see it. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const escapeText = (s: string) => s.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** http(s), mailto:, tel:, or a relative URL (path, query or fragment); anything else is refused. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("jav\tascript:").
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) return true; // relative, or protocol-relative (http(s))
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase());
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function sanitizeAttrs(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!allowed.has(name) || seen.has(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (URL_ATTRS.has(name) && (!value || !isSafeUrl(value))) continue;
    if (NUMERIC_ATTRS.has(name) && !/^\d{1,4}%?$/.test(value.trim())) continue;
    if (name === 'target' && value !== '_blank') continue;
    seen.add(name);
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && seen.has('target')) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

/**
 * Returns `html` reduced to the allow-list. Idempotent: sanitising the output again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const end = html.indexOf('>', i);
      i = end === -1 ? n : end + 1;
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(html);
    if (!m) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const close = new RegExp(`</${tag}\\s*>`, 'ig');
        close.lastIndex = i;
        const end = close.exec(html);
        i = end ? close.lastIndex : n;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue; // unknown tag dropped, its text kept
    if (VOID_TAGS.has(tag)) {
      if (!closing) out += `<${tag}${sanitizeAttrs(tag, m[3])}>`;
      continue;
    }
    if (!closing) {
      open.push(tag);
      out += `<${tag}${sanitizeAttrs(tag, m[3])}>`;
      continue;
    }
    const at = open.lastIndexOf(tag);
    if (at === -1) continue; // a stray closing tag
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The text of sanitised HTML, for summaries. */
export const htmlToText = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
