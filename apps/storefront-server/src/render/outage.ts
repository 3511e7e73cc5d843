// Honest answers when a page cannot be rendered: mall-api or its database down or overloaded, or a
// render that does not finish in time. Such a page is a 503 with Retry-After and a short readable
// Chinese page (English below it), never a 500 and never the empty client shell passed off as a
// 200 to a client that runs no script: a crawler would index the empty shell, and a page that would
// have been a 404 would look like a page that exists.

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

export type OutageKind = 'unavailable' | 'busy';

const TEXT: Record<OutageKind, { title: string; zh: string; en: string }> = {
  unavailable: {
    title: '服务暂时不可用',
    zh: '商城的服务暂时无法连接，可能正在维护或重启。您的购物车、订单和余额都已妥善保存，请稍后刷新本页。',
    en: 'The shop cannot reach its service right now (maintenance or a restart). Your cart, orders and balance are safe; please reload this page in a little while.',
  },
  busy: {
    title: '访问人数较多，页面暂时无法打开',
    zh: '当前访问人数较多，页面未能及时生成。请稍后刷新本页重试。',
    en: 'The shop is very busy and could not prepare this page in time. Please reload it in a little while.',
  },
};

/** The outage page: plain HTML, no script, inline styles only. */
export function outagePage(kind: OutageKind, siteTitle = '消费帮扶特产商城'): string {
  const t = TEXT[kind];
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title} - ${siteTitle}</title></head>
<body style="font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#333;line-height:1.7">
<h1 style="font-size:1.4rem;color:#c62f2f">${t.title}</h1>
<p>${t.zh}</p>
<p><a href="" style="color:#c62f2f">刷新页面</a> · <a href="/" style="color:#c62f2f">返回首页</a></p>
<p lang="en" style="color:#777;font-size:.9rem">${t.en}</p>
</body></html>`;
}
