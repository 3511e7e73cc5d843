// The rich-text rule (goods introductions, help, notice, article and project bodies, micro-page rich
// text): an allow-list applied by sanitize-html when the HTML is written (seed, console writes). What
// is stored is safe; reading paths (mall-api answers, the gateway, the page) trust it and do not run
// it again. Server-only: `@mall/rest-contract/html`, never imported by browser code.
import sanitize from 'sanitize-html';
import { isSafeUrl } from './url';

export { isSafeUrl } from './url';

/** The tags rich text may keep; any other tag is dropped and its text kept. */
export const RICH_TEXT_TAGS = [
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
] as const;

/** Dropped together with their content (scripts, styles, embedded documents, form controls). */
const DROP_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg',
  'math', 'textarea', 'select', 'option', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'head',
];

/** Sizes and spans: a number of at most 4 digits, or a percentage. */
const NUMERIC = /^\d{1,4}%?$/;

/** Keeps a numeric attribute only when it is a plain number (no expressions, no units). */
function numericAttributes(names: readonly string[]): sanitize.Transformer {
  return (tagName, attribs) => {
    const kept = { ...attribs };
    for (const name of names) if (name in kept && !NUMERIC.test(kept[name].trim())) delete kept[name];
    return { tagName, attribs: kept };
  };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    // Only target="_blank", and such a link never hands the opener to the page it opens; no other
    // rel survives. isSafeUrl also sees entity-encoded and whitespace-split schemes.
    a: (tagName, { rel: _rel, target, href, ...rest }) => {
      const attribs: sanitize.Attributes = { ...rest };
      if (href !== undefined && isSafeUrl(href)) attribs.href = href;
      if (target === '_blank') Object.assign(attribs, { target, rel: 'noopener noreferrer' });
      return { tagName, attribs };
    },
    img: numericAttributes(['width', 'height']),
    td: numericAttributes(['colspan', 'rowspan']),
    th: numericAttributes(['colspan', 'rowspan']),
    ol: numericAttributes(['start']),
  },
};

/** Returns `html` reduced to the allow-list. Idempotent: sanitising the output again changes nothing. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** A micro page's components as they are stored: the rich text of each richText component sanitised. */
export function sanitizeDiyComponents<T extends { type: string }>(components: readonly T[]): T[] {
  return components.map((c) => (c.type === 'richText' && typeof (c as { html?: unknown }).html === 'string' ? { ...c, html: sanitizeHtml((c as unknown as { html: string }).html) } : c));
}
