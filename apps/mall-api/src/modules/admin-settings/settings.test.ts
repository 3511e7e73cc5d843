// The settings calls (fastify inject): only a role holding settings.manage may read or change them,
// bad input is refused with a Chinese message and changes nothing, a change shows in the storefront's
// REST answers at once (the gateway's public cache adds its few seconds), the site switch closes and
// reopens the site, and every change writes an audit row of the fields that changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrorCode, ErrorCode, PLATFORM_ROLES, ROLE_DEFINITIONS, settingsEndpoints, type ConsoleRole } from '@mall/rest-contract';
import { callOk, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const t = testAppPerFile();
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
beforeAll(async () => {
  for (const role of PLATFORM_ROLES) callers[role] = await consoleCaller(t.app, t.database.db, role);
});
const admin = () => callers.super_admin;

describe('settings', () => {
  it('each call is allowed to the roles holding settings.manage and refused to the others', async () => {
    const current = (await admin().call<Record<string, Record<string, unknown>>>('/admin/api/settings/get')).data;
    const bodies: Record<string, Record<string, unknown>> = {
      '/admin/api/settings/get': {},
      '/admin/api/settings/site-info': { ...current.site_info },
      '/admin/api/settings/copyright': { ...current.copyright },
      '/admin/api/settings/default-images': { ...current.default_images },
      '/admin/api/settings/servicer': { ...current.servicer },
      '/admin/api/settings/web-status': { web_status: true },
    };
    for (const path of Object.keys(settingsEndpoints)) {
      for (const role of PLATFORM_ROLES) {
        const answer = await callers[role].call(path, bodies[path]);
        if (ROLE_DEFINITIONS[role].actions.includes('settings.manage')) expect(answer.code, `${role} ${path} ${answer.message}`).toBe(0);
        else expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
      }
    }
  });

  it('site info: a change shows in /api/website/info; bad input changes nothing', async () => {
    const current = (await admin().call<{ site_info: Record<string, unknown> }>('/admin/api/settings/get')).data.site_info;
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ...current, title: '' }, /站点名称/],
      [{ ...current, logo: 'javascript:alert(1)' }, /Logo/],
      [{ ...current, web_phone1: '12345' }, /客服电话/],
      [{ ...current, desc: '长'.repeat(256) }, /站点描述/],
    ];
    for (const [body, message] of bad) expect(await admin().call('/admin/api/settings/site-info', body)).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    expect((await callOk(t.app, '/api/website/info')).title).toBe(current.title);

    const changed = await admin().call('/admin/api/settings/site-info', { ...current, title: '湘西特产扶贫商城', web_phone1: '400-800-8832' });
    expect(changed.code).toBe(0);
    expect(await callOk(t.app, '/api/website/info')).toMatchObject({ title: '湘西特产扶贫商城', web_phone1: '400-800-8832', web_status: current.web_status });
    const [row] = (await auditRows(t.database.db, admin().accountId, 'settings.site_info')).slice(-1);
    expect(row.before).toEqual({ title: current.title, web_phone1: current.web_phone1 });
    expect(row.after).toEqual({ title: '湘西特产扶贫商城', web_phone1: '400-800-8832' });
  });

  it('customer service: a third-party service needs its http(s) address', async () => {
    expect(await admin().call('/admin/api/settings/servicer', { open: true, type: 'third', hotline: '', third_url: '' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('第三方客服') });
    expect((await admin().call('/admin/api/settings/servicer', { open: true, type: 'third', hotline: '0731-88888888', third_url: 'https://kf.example.cn/chat' })).code).toBe(0);
    expect(await callOk(t.app, '/api/config/servicer')).toMatchObject({ open: true, type: 'third', third_url: 'https://kf.example.cn/chat' });
  });

  it('the site switch closes and reopens the storefront, audited each time', async () => {
    expect((await admin().call('/admin/api/settings/web-status', { web_status: 'off' })).code).toBe(ErrorCode.INVALID_INPUT);
    await admin().call('/admin/api/settings/web-status', { web_status: false });
    expect((await callOk(t.app, '/api/website/info')).web_status).toBe(false);
    await admin().call('/admin/api/settings/web-status', { web_status: true });
    expect((await callOk(t.app, '/api/website/info')).web_status).toBe(true);
    expect(await auditRows(t.database.db, admin().accountId, 'settings.site_close')).toHaveLength(1);
    const opens = await auditRows(t.database.db, admin().accountId, 'settings.site_open');
    expect(opens.at(-1)).toMatchObject({ targetId: 'site_info', before: { web_status: false }, after: { web_status: true } });
  });
});
