// The home page's trade ticker block: the latest paid orders through gateway-client, polled so new
// trades appear without a reload (paused while the tab is hidden). Failures are only logged.
import { useEffect, useState } from 'react';
import { gql, TradeTickerDocument } from '@mall/gateway-client';
import { TradeTicker, type TickerItem } from './components/TradeTicker/TradeTicker';

/** How often the ticker asks for new trades, and how many it keeps. */
export const TICKER_POLL_MS = 10_000;
export const TICKER_SIZE = 20;

export function TradeTickerBlock() {
  const [items, setItems] = useState<TickerItem[]>([]);

  useEffect(() => {
    let stopped = false;
    const load = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      gql(TradeTickerDocument, { limit: TICKER_SIZE }, { silent: true })
        .then((r) => {
          if (!stopped) setItems(r.rankingList.list);
        })
        .catch((error: unknown) => console.error('trade ticker: load failed', error));
    };
    load();
    const timer = setInterval(load, TICKER_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  return <TradeTicker items={items} />;
}
