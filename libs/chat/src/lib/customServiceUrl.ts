// The third-party service's current address (/api/customService/geturl), asked over a short-lived
// chat socket: the storefront forwards no REST path but uploads to mall-api, and the socket answers
// this call for visitors too. Loaded only when a third-party 联系客服 is pressed.
import { ChatConnection } from './connection';

const WAIT_MS = 5000;

/** The address when the site still sends shoppers to a third party, null when it no longer does, `known` without an answer within 5 s. */
export function customServiceUrl(known: string, siteId?: number): Promise<string | null> {
  return new Promise((resolve) => {
    const conn = new ChatConnection(ChatConnection.url(), {
      onInit: () => {
        void conn
          .call<{ type: 'self' | 'third' | 'none'; url: string }>(
            '/api/customService/geturl',
            siteId ? { site_id: siteId } : {},
          )
          .then((a) => {
            if (a.code !== 0) return finish(known);
            finish(a.data.type === 'third' && a.data.url ? a.data.url : null);
          });
      },
      onMessage: () => undefined,
    });
    const timer = setTimeout(() => finish(known), WAIT_MS);
    function finish(url: string | null) {
      clearTimeout(timer);
      conn.close();
      resolve(url);
    }
    conn.connect();
  });
}
