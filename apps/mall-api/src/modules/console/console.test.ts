// The console's foundation through mall-api's REST: sign-in with captcha and TOTP, lockout, recovery
// codes, enrolment, sessions and their cookie, CSRF, roles (each platform role allowed and refused),
// bad input, the audit row of every write and sign-in, append-only audit, exports, the dashboard.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import ExcelJS from 'exceljs';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE, ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { consoleAccount, consoleAudit, consoleSession } from '../../db/schema-console';
import { login as memberLogin, testAppPerFile } from '../../test/harness';
import { passwordStep, post, seeded, signIn, signedWith, type SessionData } from './test-support';

const t = testAppPerFile();

const audits = (action: string, username?: string) =>
  t.database.db
    .select()
    .from(consoleAudit)
    .where(sql`${consoleAudit.action} = ${action} ${username ? sql`and ${consoleAudit.username} = ${username}` : sql``}`)
    .orderBy(consoleAudit.id);

describe('console sign-in', () => {
  it('password and captcha, then the TOTP code from the seeded secret; both steps audited', async () => {
    const first = await passwordStep(t.app, 'operator');
    expect(first).toMatchObject({ code: 0, data: { step: 'totp', session: null } });
    const wrong = await post(t.app, '/admin/api/auth/totp', { challenge: first.data.challenge, code: '000000' });
    expect(wrong.code).toBe(ErrorCode.BUSINESS);
    expect(wrong.message).toContain('动态验证码');
    const code = await generate({ secret: seeded('operator').totpSecret });
    const ok = await post<SessionData>(t.app, '/admin/api/auth/totp', { challenge: first.data.challenge, code });
    expect(ok.code).toBe(0);
    expect(ok.data.token).toMatch(/^[0-9a-f]{64}$/);
    // The challenge is spent.
    expect((await post(t.app, '/admin/api/auth/totp', { challenge: first.data.challenge, code })).code).toBe(ErrorCode.BUSINESS);
    const me = await signedWith(t.app, ok.data).call<{ role: string; actions: string[]; shop_id: null }>('/admin/api/auth/me');
    expect(me.data).toMatchObject({ role: 'operator', shop_id: null });
    expect(me.data.actions).toContain('content.manage');
    expect(me.data.actions).not.toContain('accounts.manage');
    const rows = await audits('auth.login', 'operator');
    expect(rows.at(-1)).toMatchObject({ outcome: 'ok', role: 'operator', ip: '127.0.0.1' });
    expect((await audits('auth.totp', 'operator')).some((r) => r.outcome === 'refused')).toBe(true);
  });

  it('a TOTP code is accepted once: the same code again, or one of an earlier step, is refused; two racing sign-ins with one code, one wins', async () => {
    const secret = seeded('servicelead').totpSecret;
    await t.database.db.update(consoleAccount).set({ totpLastStep: null }).where(eq(consoleAccount.username, 'servicelead'));
    const answer = async (code: string) => {
      const first = await passwordStep(t.app, 'servicelead');
      return post<SessionData>(t.app, '/admin/api/auth/totp', { challenge: first.data.challenge, code });
    };
    // Three steps in a row must stay inside one window: start early in a step.
    const intoStep = (Date.now() / 1000) % 30;
    if (intoStep > 20) await new Promise((done) => setTimeout(done, (30 - intoStep) * 1000));
    const now = Math.floor(Date.now() / 1000);
    const [earlier, current, later] = await Promise.all([-30, 0, 30].map((d) => generate({ secret, epoch: now + d })));
    expect((await answer(current)).code).toBe(0);
    const replay = await answer(current);
    expect(replay).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringContaining('已使用过') });
    // Still inside its window, the code before it is refused as well; the next step's code signs in once.
    expect((await answer(earlier)).message).toContain('已使用过');
    expect((await answer(later)).code).toBe(0);
    expect((await answer(later)).code).toBe(ErrorCode.BUSINESS);
    expect((await audits('auth.totp', 'servicelead')).filter((r) => r.outcome === 'refused' && JSON.stringify(r.after).includes('已使用过'))).toHaveLength(3);
    const [account] = await t.database.db.select().from(consoleAccount).where(eq(consoleAccount.username, 'servicelead'));
    expect(account.totpLastStep).toBe(Math.floor((now + 30) / 30));

    await t.database.db.update(consoleAccount).set({ totpLastStep: null, failedCount: 0 }).where(eq(consoleAccount.username, 'servicelead'));
    const [a, b] = await Promise.all([passwordStep(t.app, 'servicelead'), passwordStep(t.app, 'servicelead')]);
    const raced = await Promise.all([a, b].map((step) => post(t.app, '/admin/api/auth/totp', { challenge: step.data.challenge, code: current })));
    expect(raced.map((r) => r.code).sort()).toEqual([0, ErrorCode.BUSINESS].sort());
    await t.database.db.update(consoleAccount).set({ failedCount: 0 }).where(eq(consoleAccount.username, 'servicelead'));
  });

  it('a wrong captcha or password is refused and audited; five wrong passwords lock the account', async () => {
    const badCaptcha = await post(t.app, '/admin/api/auth/login', { username: 'finance', password: 'x', captcha_id: 'nope', captcha_code: '0000' });
    expect(badCaptcha.message).toContain('验证码');
    for (let i = 0; i < 4; i += 1) expect((await passwordStep(t.app, 'finance', 'wrong-password1')).message).toBe('账号或密码错误');
    const fifth = await passwordStep(t.app, 'finance', 'wrong-password1');
    expect(fifth.code).toBe(ConsoleErrorCode.LOCKED);
    expect(fifth.message).toContain('锁定');
    // Locked: even the right password is refused now.
    expect((await passwordStep(t.app, 'finance')).code).toBe(ConsoleErrorCode.LOCKED);
    const refused = (await audits('auth.login', 'finance')).filter((r) => r.outcome === 'refused');
    expect(refused.length).toBeGreaterThanOrEqual(6);
    await t.database.db.update(consoleAccount).set({ lockedUntil: null, failedCount: 0 }).where(eq(consoleAccount.username, 'finance'));
    expect((await passwordStep(t.app, 'finance')).data.step).toBe('totp');
  });

  it('bad input changes nothing and says why in Chinese', async () => {
    const res = await post(t.app, '/admin/api/auth/login', { username: 'a', password: '' });
    expect(res.code).toBe(ErrorCode.INVALID_INPUT);
    expect(res.message).toMatch(/参数错误/);
  });

  it('a new platform account enrols TOTP at its first sign-in and gets one-use recovery codes', async () => {
    const admin = await signIn(t.app, 'admin');
    const created = await admin.call<{ account_id: number; totp_enabled: boolean }>('/admin/api/accounts/create', { username: 'newop', real_name: '赵新', role: 'operator', password: 'newop2026pass' });
    expect(created).toMatchObject({ code: 0, data: { totp_enabled: false } });
    const first = await passwordStep(t.app, 'newop', 'newop2026pass');
    expect(first.data.step).toBe('enrol');
    expect(first.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret = new URL(first.data.otpauth_url!).searchParams.get('secret')!;
    const enrolled = await post<SessionData>(t.app, '/admin/api/auth/totp', { challenge: first.data.challenge, code: await generate({ secret }) });
    expect(enrolled.code).toBe(0);
    expect(enrolled.data.recovery_codes).toHaveLength(10);
    const [recovery] = enrolled.data.recovery_codes!;
    // Next sign-in: a recovery code works once.
    const again = await passwordStep(t.app, 'newop', 'newop2026pass');
    expect(again.data.step).toBe('totp');
    expect((await post(t.app, '/admin/api/auth/totp', { challenge: again.data.challenge, code: recovery })).code).toBe(0);
    const third = await passwordStep(t.app, 'newop', 'newop2026pass');
    expect((await post(t.app, '/admin/api/auth/totp', { challenge: third.data.challenge, code: recovery })).code).toBe(ErrorCode.BUSINESS);
  });
});

describe('console sessions', () => {
  it('no cookie, a shopper cookie or another header name: TOKEN_ERROR', async () => {
    expect((await post(t.app, '/admin/api/auth/me')).code).toBe(ErrorCode.TOKEN_ERROR);
    const memberToken = await memberLogin(t.app);
    // A shopper's token in the console cookie, or as the shopper's cookie: neither is a console session.
    expect((await post(t.app, '/admin/api/auth/me', {}, { cookie: `${CONSOLE_SESSION_COOKIE}=${memberToken}`, [CONSOLE_CSRF_HEADER]: 'x' })).code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await post(t.app, '/admin/api/auth/me', { token: memberToken }, { cookie: `mall_token=${memberToken}` })).code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('a console token is not a shopper session either', async () => {
    const op = await signIn(t.app, 'operator');
    const res = await post(t.app, '/api/member/info', { token: op.session.token });
    expect(res.code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('CSRF: a missing or wrong x-console-csrf is refused before anything runs', async () => {
    const admin = await signIn(t.app, 'admin');
    const cookie = { cookie: admin.headers.cookie };
    expect((await post(t.app, '/admin/api/auth/me', {}, cookie)).code).toBe(ConsoleErrorCode.CSRF_REJECTED);
    const before = await t.database.db.select().from(consoleAccount);
    const res = await post(t.app, '/admin/api/accounts/create', { username: 'csrfvictim', real_name: '某', role: 'finance', password: 'csrfvictim2026' }, { ...cookie, [CONSOLE_CSRF_HEADER]: '0'.repeat(64) });
    expect(res.code).toBe(ConsoleErrorCode.CSRF_REJECTED);
    expect(await t.database.db.select().from(consoleAccount)).toHaveLength(before.length);
  });

  it('idle for over 30 minutes, or 12 hours old: ended', async () => {
    const op = await signIn(t.app, 'operator');
    const id = (await t.database.db.select({ id: consoleSession.id }).from(consoleSession).orderBy(sql`${consoleSession.id} desc`).limit(1))[0]!.id;
    await t.database.db.update(consoleSession).set({ lastSeen: new Date(Date.now() - 31 * 60_000) }).where(eq(consoleSession.id, id));
    expect((await op.call('/admin/api/auth/me')).code).toBe(ErrorCode.TOKEN_ERROR);
    const op2 = await signIn(t.app, 'operator');
    await t.database.db.update(consoleSession).set({ expireTime: new Date(Date.now() - 1000) }).where(eq(consoleSession.id, id + 1));
    expect((await op2.call('/admin/api/auth/me')).code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('logout ends this session; logout everywhere ends them all', async () => {
    const a = await signIn(t.app, 'servicelead');
    const b = await signIn(t.app, 'servicelead');
    expect((await a.call('/admin/api/auth/logout')).code).toBe(0);
    expect((await a.call('/admin/api/auth/me')).code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await b.call('/admin/api/auth/me')).code).toBe(0);
    const c = await signIn(t.app, 'servicelead');
    const all = await c.call<{ ended: number }>('/admin/api/auth/logout-all');
    expect(all.data.ended).toBeGreaterThanOrEqual(2);
    expect((await b.call('/admin/api/auth/me')).code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await audits('auth.logout-all', 'servicelead')).length).toBe(1);
  });
});

describe('roles: each console call allowed and refused', () => {
  const calls: [string, Record<string, unknown>, string[]][] = [
    ['/admin/api/accounts/list', {}, ['admin']],
    ['/admin/api/accounts/roles', {}, ['admin']],
    ['/admin/api/audit/search', {}, ['admin']],
    ['/admin/api/dashboard/summary', {}, ['admin', 'operator', 'finance', 'servicelead']],
    ['/admin/api/auth/me', {}, ['admin', 'operator', 'finance', 'servicelead']],
  ];
  for (const [path, body, allowed] of calls) {
    it(`${path}: ${allowed.join(', ')} allowed, others refused with FORBIDDEN`, async () => {
      for (const username of ['admin', 'operator', 'finance', 'servicelead']) {
        const who = await signIn(t.app, username);
        const res = await who.call(path, body);
        if (allowed.includes(username)) expect(res.code, `${username} ${path}`).toBe(0);
        else {
          expect(res.code, `${username} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
          expect(res.message).toContain('没有此项权限');
        }
      }
    });
  }

  it('every account write is refused for the operator and changes nothing', async () => {
    const op = await signIn(t.app, 'operator');
    const [target] = await t.database.db.select().from(consoleAccount).where(eq(consoleAccount.username, 'finance'));
    for (const [path, body] of [
      ['/admin/api/accounts/create', { username: 'sneaky', real_name: '某', role: 'super_admin', password: 'sneaky2026pass' }],
      ['/admin/api/accounts/disable', { account_id: target!.accountId, disabled: true }],
      ['/admin/api/accounts/reset-password', { account_id: target!.accountId, password: 'hijack2026pass' }],
      ['/admin/api/accounts/change-role', { account_id: target!.accountId, role: 'super_admin' }],
      ['/admin/api/accounts/reset-totp', { account_id: target!.accountId }],
    ] as const) {
      expect((await op.call(path, body)).code, path).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    const [after] = await t.database.db.select().from(consoleAccount).where(eq(consoleAccount.username, 'finance'));
    expect(after).toEqual(target);
  });
});

describe('accounts (super_admin) and their audit rows', () => {
  it('create, list, change role, disable (sessions end), reset password and TOTP; each write audited with what changed', async () => {
    const admin = await signIn(t.app, 'admin');
    const created = await admin.call<{ account_id: number }>('/admin/api/accounts/create', { username: 'fin2', real_name: '钱多多', role: 'finance', password: 'fin2pass2026x' });
    const id = created.data.account_id;
    const list = await admin.call<{ list: { username: string }[]; count: number }>('/admin/api/accounts/list', { keyword: 'fin2' });
    expect(list.data.list.map((a) => a.username)).toEqual(['fin2']);
    expect((await admin.call('/admin/api/accounts/change-role', { account_id: id, role: 'service_lead' })).code).toBe(0);
    const [roleRow] = await audits('accounts.change-role', 'admin');
    expect(roleRow).toMatchObject({ targetType: 'console_account', targetId: String(id), before: { role: 'finance' }, after: { role: 'service_lead' } });
    expect((await admin.call('/admin/api/accounts/disable', { account_id: id, disabled: true })).code).toBe(0);
    expect((await passwordStep(t.app, 'fin2', 'fin2pass2026x')).message).toContain('停用');
    expect((await admin.call('/admin/api/accounts/disable', { account_id: id, disabled: false })).code).toBe(0);
    expect((await admin.call('/admin/api/accounts/reset-password', { account_id: id, password: 'fin2newpass2026' })).code).toBe(0);
    const [pw] = await audits('accounts.reset-password', 'admin');
    expect(JSON.stringify(pw)).not.toContain('fin2newpass2026');
    expect((await admin.call('/admin/api/accounts/reset-totp', { account_id: id })).code).toBe(0);
    for (const action of ['accounts.create', 'accounts.disable', 'accounts.enable', 'accounts.reset-totp']) expect((await audits(action, 'admin')).length, action).toBeGreaterThan(0);
  });

  it('refusals: a taken name, a weak password, a shop role without a shop, an unknown id; nothing written', async () => {
    const admin = await signIn(t.app, 'admin');
    const count = async () => (await t.database.db.select().from(consoleAudit)).length;
    const before = await count();
    expect((await admin.call('/admin/api/accounts/create', { username: 'operator', real_name: '重名', role: 'operator', password: 'dup2026password' })).message).toBe('该账号名已被使用');
    expect((await admin.call('/admin/api/accounts/create', { username: 'weakpw', real_name: '弱', role: 'operator', password: 'short' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await admin.call('/admin/api/accounts/create', { username: 'shopless', real_name: '店', role: 'shop_owner', password: 'shopless2026' })).message).toBe('店铺角色须指定所属店铺');
    expect((await admin.call('/admin/api/accounts/disable', { account_id: 999999, disabled: true })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await admin.call('/admin/api/accounts/change-role', { account_id: 'x', role: 'boss' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect(await count()).toBe(before);
  });
});

describe('audit log', () => {
  it('is append-only: UPDATE, DELETE and TRUNCATE fail in the database', async () => {
    await signIn(t.app, 'operator');
    // drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = async (query: PromiseLike<unknown>) => {
      try {
        await query;
        return 'ran';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    const before = (await t.database.db.select().from(consoleAudit)).length;
    expect(await refusal(t.database.db.update(consoleAudit).set({ action: 'forged' }))).toMatch(/append-only/);
    expect(await refusal(t.database.db.delete(consoleAudit))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`truncate console_audit`))).toMatch(/append-only/);
    expect((await t.database.db.select().from(consoleAudit)).length).toBe(before);
  });

  it('search by account, action and time, paged on the server; export .xlsx with the same filters (audited)', async () => {
    const admin = await signIn(t.app, 'admin');
    const page = await admin.call<{ list: { username: string; action: string }[]; count: number; page_size: number }>('/admin/api/audit/search', { account: 'operator', action: 'auth.login', page_size: 2 });
    expect(page.data.list.length).toBeLessThanOrEqual(2);
    expect(page.data.count).toBeGreaterThan(0);
    expect(page.data.list.every((r) => r.username === 'operator' && r.action === 'auth.login')).toBe(true);
    expect((await admin.call('/admin/api/audit/search', { from: 'yesterday' })).code).toBe(ErrorCode.INVALID_INPUT);
    const res = await t.app.inject({ method: 'GET', url: '/admin/export/audit?account=operator&action=auth.login', headers: { cookie: admin.headers.cookie } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('账号');
    expect(sheet.rowCount - 1).toBe(page.data.count);
    expect((await audits('export.audit', 'admin')).length).toBe(1);
    // Finance may not read the audit log, so not export it either.
    const finance = await signIn(t.app, 'finance');
    const refused = await t.app.inject({ method: 'GET', url: '/admin/export/audit', headers: { cookie: finance.headers.cookie } });
    expect(refused.json().code).toBe(ConsoleErrorCode.FORBIDDEN);
  });
});

describe('dashboard', () => {
  it('today and 30 days from the seeded orders, 30 days of sales, queues', async () => {
    const op = await signIn(t.app, 'operator');
    const d = await op.call<{ last30: { orders: number; paid_fen: number }; sales_by_day: { orders: number }[]; queues: Record<string, number> }>('/admin/api/dashboard/summary');
    expect(d.code).toBe(0);
    expect(d.data.sales_by_day).toHaveLength(30);
    expect(d.data.sales_by_day.reduce((n, r) => n + r.orders, 0)).toBe(d.data.last30.orders);
    expect(Object.keys(d.data.queues).sort()).toEqual(['certifications', 'complaints', 'invoices', 'payments', 'refunds']);
  });
});
