import { createHash } from 'node:crypto';

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TAG_END = 0x3e; // '>'
/** What may follow `<script` in a script start tag: whitespace, `>` or `/`. */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, TAG_END, 0x2f]);
/** Scripts that never run: an external one (its URL is allowed by 'self'), a data block such as JSON-LD. */
const NOT_INLINE_CODE = /\ssrc=|\stype="application\/(?:ld\+)?json"/i;

/**
 * The sha256 sources of a page's inline scripts, found in its bytes: React and the server entry
 * write their tags in lower case, so a byte search finds them without decoding the page to text
 * (decoding a mostly Chinese page was a tenth of its render's CPU), and the hash is taken over the
 * script's UTF-8 bytes, which is what CSP hashes.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(SCRIPT_OPEN);
  while (at >= 0) {
    const afterName = at + SCRIPT_OPEN.length;
    if (!AFTER_NAME.has(html[afterName])) {
      at = html.indexOf(SCRIPT_OPEN, afterName);
      continue;
    }
    const tagEnd = html.indexOf(TAG_END, afterName);
    if (tagEnd < 0) break;
    const close = html.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close < 0) break;
    if (!NOT_INLINE_CODE.test(html.toString('latin1', afterName, tagEnd))) {
      hashes.add(`'sha256-${createHash('sha256').update(html.subarray(tagEnd + 1, close)).digest('base64')}'`);
    }
    // A script's text is not markup: the search goes on after its end tag.
    at = html.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  return [...hashes];
}

/**
 * The CSP of a page answered to many shoppers: the per-request nonce replaced by the hashes of the
 * page's own inline scripts, so exactly those run and nothing else inline does.
 */
export function cspWithHashes(csp: string, html: Buffer): string {
  const hashes = inlineScriptHashes(html);
  return csp.replace(/\s*'nonce-[^']*'/g, hashes.length ? ` ${hashes.join(' ')}` : '');
}
