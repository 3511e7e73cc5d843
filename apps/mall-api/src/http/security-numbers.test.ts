// The numbers SECURITY.md states that no other test pins down: the request body limit, the lifetimes
// of a session, a captcha and an SMS code, the SMS code's length, the upload pixel limit, and the
// default values of the rate and abuse limits (their tests run with smaller ones).
import { crc32, deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SMS_CODE_MAX_ATTEMPTS } from '@mall/rest-contract';
import { DEFAULT_RATE_LIMIT } from '../app';
import { DEFAULT_ACCOUNT_LIMITS } from '../modules/account/guard';
import { captcha, memberToken, member } from '../db/schema';
import { smsCode } from '../db/schema-account';
import { LogSmsSender } from '../modules/account/sms';
import { freshMobile, multipart, sendSms } from '../modules/account/test-support';
import { callOk, login, testAppPerFile } from '../test/harness';
import { MAX_UPLOAD_PIXELS, reencodeImage } from './image-upload';

const sms = new LogSmsSender();
const t = testAppPerFile({ account: { sms } });
const MINUTE = 60_000;
const DAY = 86_400_000;
const near = (actual: number, expected: number, slackMs = 10_000) => expect(Math.abs(actual - expected)).toBeLessThan(slackMs);

/** A whole black-and-white PNG of width × height (1 bit a pixel: 40 million pixels are 5 MB unpacked). */
function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

let token: string;
beforeAll(async () => {
  token = await login(t.app);
});

describe('the numbers of SECURITY.md', () => {
  it('the default limits are the documented ones (the limit tests themselves run with smaller ones)', () => {
    expect(DEFAULT_RATE_LIMIT).toEqual({ login: { max: 10, timeWindow: MINUTE }, captcha: { max: 30, timeWindow: MINUTE } });
    expect(DEFAULT_ACCOUNT_LIMITS).toMatchObject({
      smsGapMs: MINUTE,
      smsPerPhonePerDay: 10,
      smsPerIpPerDay: 30,
      loginFailMax: 5,
      loginFailMaxPerIp: 20,
      loginWindowMs: 15 * MINUTE,
      loginLockMs: 15 * MINUTE,
      loginSlowAfter: 3,
    });
    expect(SMS_CODE_MAX_ATTEMPTS).toBe(5);
  });

  it('request body: 256 KB of JSON; more answers 413 with a Chinese message', async () => {
    const body = (bytes: number) => JSON.stringify({ keyword: 'x'.repeat(bytes - 20) });
    const over = await t.app.inject({ method: 'POST', url: '/api/goodssku/page', payload: body(256 * 1024 + 100), headers: { 'content-type': 'application/json' } });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: '参数错误：请求体过大' });
    const under = await t.app.inject({ method: 'POST', url: '/api/goodssku/page', payload: body(255 * 1024), headers: { 'content-type': 'application/json' } });
    expect(under.statusCode).toBe(200);
  });

  it('a session lasts a day, or the auto-login days the shopper chose', async () => {
    const rows = async () => t.database.db.select().from(memberToken).innerJoin(member, eq(member.memberId, memberToken.memberId)).where(eq(member.username, 'member06'));
    await login(t.app, 'member06', 'member6pass', 0);
    await login(t.app, 'member06', 'member6pass', 7);
    const [day, week] = (await rows()).map((r) => r.member_token).sort((a, b) => a.expireTime.getTime() - b.expireTime.getTime());
    near(day.expireTime.getTime() - Date.now(), DAY);
    near(week.expireTime.getTime() - Date.now(), 7 * DAY);
  });

  it('a captcha lasts 5 minutes', async () => {
    const { id } = await callOk(t.app, '/api/captcha/captcha');
    const [row] = await t.database.db.select().from(captcha).where(eq(captcha.id, id));
    near(row.expireTime.getTime() - Date.now(), 5 * MINUTE);
  });

  it('an SMS code has 6 digits and lasts 5 minutes', async () => {
    const mobile = freshMobile();
    expect((await sendSms(t.app, '/api/register/mobileCode', mobile)).json.code).toBe(0);
    expect(sms.lastCode(mobile)).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCode).where(eq(smsCode.mobile, mobile));
    near(row.expireTime.getTime() - Date.now(), 5 * MINUTE);
  });

  it(`an upload over ${MAX_UPLOAD_PIXELS.toLocaleString('en')} pixels is refused`, async () => {
    expect(MAX_UPLOAD_PIXELS).toBe(40_000_000);
    const [before] = await t.database.db.select({ headimg: sql<string>`headimg` }).from(member).where(eq(member.username, 'demo'));
    const upload = async (png: Buffer) => {
      const { payload, headers } = multipart({ token }, { filename: 'a.png', type: 'image/png', data: png });
      return (await t.app.inject({ method: 'POST', url: '/api/upload/headimg', payload, headers })).json() as { code: number; message: string };
    };
    // Just over and just under the limit, both whole images of a few kilobytes.
    expect(await reencodeImage(pngOfSize(8000, 5000))).not.toBeNull();
    expect(await reencodeImage(pngOfSize(8000, 5001))).toBeNull();
    const huge = await upload(pngOfSize(8000, 5001)); // 40,008,000 pixels
    expect(huge.code).toBe(ErrorCode.INVALID_INPUT);
    expect(huge.message).toMatch(/[\u4e00-\u9fff]/);
    const [after] = await t.database.db.select({ headimg: sql<string>`headimg` }).from(member).where(eq(member.username, 'demo'));
    expect(after.headimg).toBe(before.headimg);
  });
});
