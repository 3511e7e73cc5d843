import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspWithHashes, inlineScriptHashes } from './csp';

const source = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const CSP = "default-src 'self';script-src 'self' 'nonce-AbC+/12=';object-src 'none'";

describe('inlineScriptHashes', () => {
  it('hashes the UTF-8 text of each inline script, once per distinct text, and no external script or data block', () => {
    const hydration = 'window.__data = JSON.parse("{\\"title\\":\\"消费帮扶特产商城\\"}");';
    const html = Buffer.from(
      '<!DOCTYPE html><html><head><script type="module" crossorigin="" src="/web/assets/index.js"></script>' +
        '<script type="application/ld+json">{"@type":"Product","name":"脐橙"}</script>' +
        '<script type="application/json">{"a":1}</script></head>' +
        `<body><p>￥27.80</p><script>${hydration}</script><script>$RC("B:0","S:0")</script><script>$RC("B:0","S:0")</script></body></html>`,
    );
    expect(inlineScriptHashes(html)).toEqual([source(hydration), source('$RC("B:0","S:0")')]);
  });

  it('reads a script start tag with attributes but not another element whose name starts with "script"', () => {
    const html = Buffer.from('<scripts>no</scripts><script nonce="">one()</script><script\ndefer>two()</script>');
    expect(inlineScriptHashes(html)).toEqual([source('one()'), source('two()')]);
  });

  it('does not look for scripts inside a data block: its text is not markup', () => {
    const html = Buffer.from('<script type="application/ld+json">{"x":"<script>evil()</script>"}</script><script>ok()</script>');
    expect(inlineScriptHashes(html)).toEqual([source('ok()')]);
  });

  it('an empty inline script is hashed too; a script without its end tag is not', () => {
    expect(inlineScriptHashes(Buffer.from('<script></script>'))).toEqual([source('')]);
    expect(inlineScriptHashes(Buffer.from('<p>a</p><script>cut('))).toEqual([]);
  });
});

describe('cspWithHashes', () => {
  it('replaces the nonce by the page’s script hashes, or drops it for a page without inline scripts', () => {
    const page = Buffer.from('<body><script>go()</script></body>');
    expect(cspWithHashes(CSP, page)).toBe(`default-src 'self';script-src 'self' ${source('go()')};object-src 'none'`);
    expect(cspWithHashes(CSP, Buffer.from('<body></body>'))).toBe("default-src 'self';script-src 'self';object-src 'none'");
  });
});
