// The captcha that needs no reading: an altcha proof of work bound to an issued image captcha.
import { describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ErrorCode } from '@mall/rest-contract';
import { buildApp } from '../../app';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { WRONG_CAPTCHA } from '../account/login-service';
import { POW_EXPIRED, POW_FAILED } from './proof-of-work';

const t = testAppPerFile();

/** What the altcha widget does in the browser: solve the challenge, send base64 JSON of both. */
async function widgetPayload(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

async function solvedCaptcha(): Promise<{ id: string; code: string; payload: string }> {
  const { id } = await callOk(t.app, '/api/captcha/captcha');
  const { challenge } = await callOk(t.app, '/api/captcha/pow', { captcha_id: id });
  const payload = await widgetPayload(challenge);
  const { code } = await callOk(t.app, '/api/captcha/pow_solve', { captcha_id: id, payload });
  return { id, code, payload };
}

describe('proof-of-work captcha', () => {
  it('a solved check earns the captcha code, which logs in like a read one, once', async () => {
    const { id, code } = await solvedCaptcha();
    expect(code).toMatch(/^[A-Za-z2-9]{4}$/);
    const body = { username: 'demo', password: 'demo123456', captcha_id: id, captcha_code: code };
    expect((await post(t.app, '/api/login/login', body)).json.code).toBe(0);
    // Still one use: the same captcha again is refused, and no new check opens it.
    expect((await post(t.app, '/api/login/login', body)).json.message).toBe(WRONG_CAPTCHA);
    const again = await post(t.app, '/api/captcha/pow', { captcha_id: id });
    expect(again.json).toMatchObject({ code: ErrorCode.BUSINESS, message: POW_EXPIRED });
  });

  it('refuses an unsolved, tampered or other captcha’s payload, and an unknown id', async () => {
    const { id } = await callOk(t.app, '/api/captcha/captcha');
    const { challenge } = await callOk(t.app, '/api/captcha/pow', { captcha_id: id });
    const parsed = JSON.parse(challenge) as Challenge;
    const unsolved = Buffer.from(JSON.stringify({ challenge: parsed, solution: { counter: 1, derivedKey: 'ab' } })).toString('base64');
    expect((await post(t.app, '/api/captcha/pow_solve', { captcha_id: id, payload: unsolved })).json).toMatchObject({ code: ErrorCode.BUSINESS, message: POW_FAILED });
    const payload = await widgetPayload(challenge);
    const other = await callOk(t.app, '/api/captcha/captcha');
    expect((await post(t.app, '/api/captcha/pow_solve', { captcha_id: other.id, payload })).json.message).toBe(POW_FAILED);
    const tampered = JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge: Challenge };
    tampered.challenge.parameters.data = { captcha_id: other.id };
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await post(t.app, '/api/captcha/pow_solve', { captcha_id: other.id, payload: forged })).json.message).toBe(POW_FAILED);
    expect((await post(t.app, '/api/captcha/pow_solve', { captcha_id: id, payload: 'not base64 json' })).json.message).toBe(POW_FAILED);
    expect((await post(t.app, '/api/captcha/pow', { captcha_id: 'nope' })).json.message).toBe(POW_EXPIRED);
    expect((await post(t.app, '/api/captcha/pow_solve', { captcha_id: id })).json).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });

  it('counts against the same per-address limit as the image', async () => {
    const app = await buildApp({ db: t.database, rateLimit: { login: { max: 2, timeWindow: 60_000 }, captcha: { max: 2, timeWindow: 60_000 } } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: 'POST', url: '/api/captcha/pow', payload: { captcha_id: 'x' } })).json().code);
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
    await app.close();
  });
});
