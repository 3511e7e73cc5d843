import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, setRequestScopeResolver } from './client';
import { requestCookie, requestCookies } from './cookies';

// The browser's side: a document whose cookie string the test sets (this project runs in node).
const browser = { cookie: '' };
beforeEach(() => {
  browser.cookie = '';
  Object.assign(globalThis, { document: browser });
});
afterEach(() => {
  setRequestScopeResolver(() => undefined);
  Reflect.deleteProperty(globalThis, 'document');
});

describe('requestCookies', () => {
  it('reads the request scope\'s Cookie header while a server render runs', () => {
    browser.cookie = 'website_id=1';
    setRequestScopeResolver(() => ({
      client: createGatewayClient(),
      cookie: 'website_id=3; website_title=%E4%BF%9D%E9%9D%96%E5%8E%BF%E5%88%86%E7%AB%99',
      memo: new Map(),
    }));
    expect(requestCookie('website_id')).toBe('3');
    expect(requestCookies().website_title).toBe('保靖县分站');
  });

  it('reads document.cookie in the browser', () => {
    browser.cookie = 'website_id=7; website_type=2';
    expect(requestCookie('website_id')).toBe('7');
    expect(requestCookie('missing')).toBeUndefined();
  });

  it('answers no cookies on a server without a request scope', () => {
    Reflect.deleteProperty(globalThis, 'document');
    expect(requestCookies()).toEqual({});
  });

  it('answers an empty header with no cookies', () => {
    setRequestScopeResolver(() => ({ client: createGatewayClient(), cookie: '', memo: new Map() }));
    expect(requestCookies()).toEqual({});
  });
});
