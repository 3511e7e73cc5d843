import type { OutageMessages } from '../outage';

/** en-us of outage.zh-cn.ts: the server's outage page. */
export const outageEnUS: OutageMessages = {
  siteTitle: 'Consumption-assistance specialty mall',
  reload: 'Reload this page',
  home: 'Home page',
  unavailable: {
    title: 'Service temporarily unavailable',
    body: 'The shop cannot reach its service right now (maintenance or a restart). Your cart, orders and balance are safe; please reload this page in a little while.',
  },
  busy: {
    title: 'The shop is very busy',
    body: 'The shop is very busy and could not prepare this page in time. Please reload it in a little while.',
  },
};
