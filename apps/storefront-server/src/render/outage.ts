// Honest answers when a page cannot be rendered: mall-api or its database down or overloaded, or a
// render that does not finish in time. Such a page is a 503 with Retry-After and a short readable
// Chinese page (English below it), never a 500 and never the empty client shell passed off as a
// 200 to a client that runs no script: a crawler would index the empty shell, and a page that would
// have been a 404 would look like a page that exists. The text is @mall/i18n's (resources/outage.*).
import { outageMessages, type OutageKind } from '@mall/i18n/outage';

export type { OutageKind };

/** Seconds a client is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * Clients that run no script (search engines, link previews, command-line fetchers): for them the
 * client shell is an empty page. A missing user agent counts as one.
 */
const NO_SCRIPT_AGENTS =
  /bot\b|bot\/|crawler|spider|slurp|sogou|bingpreview|yandex|bytespider|facebookexternalhit|whatsapp|telegram|preview|curl\/|wget\/|python-|go-http-client|java\/|okhttp|libwww|httpclient/i;

export function runsNoScript(userAgent: string | undefined): boolean {
  return !userAgent || NO_SCRIPT_AGENTS.test(userAgent);
}

/**
 * A gateway answer that says mall-api is unreachable or timed out (UPSTREAM_ERROR) or that mall-api
 * itself could not serve (its INTERNAL code, which a database outage answers with 503).
 */
export function showsUpstreamTrouble(status: number, body: string): boolean {
  return status >= 500 || body.includes('"UPSTREAM_ERROR"') || body.includes('"restCode":-500');
}

/** The outage page: plain HTML, no script, inline styles only; Chinese, with the English below it. */
export function outagePage(kind: OutageKind, siteTitle = outageMessages['zh-cn'].siteTitle): string {
  const zh = outageMessages['zh-cn'];
  const en = outageMessages['en-us'];
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${zh[kind].title} - ${siteTitle}</title></head>
<body style="font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#333;line-height:1.7">
<h1 style="font-size:1.4rem;color:#c62f2f">${zh[kind].title}</h1>
<p>${zh[kind].body}</p>
<p><a href="" style="color:#c62f2f">${zh.reload}</a> · <a href="/" style="color:#c62f2f">${zh.home}</a></p>
<p lang="en" style="color:#666;font-size:.9rem">${en[kind].body} <a href="" style="color:#666">${en.reload}</a></p>
</body></html>`;
}
