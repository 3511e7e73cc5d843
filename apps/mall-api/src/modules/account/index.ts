// Accounts and the member centre: login, logout, register, find password and the member centre's
// calls. One call wires the services, the limits and the avatar upload into buildApp.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CaptchaStore } from '../captcha/service';
import { createAddressService } from './address-service';
import { createAuthService } from './auth-service';
import { createLoginService, type LoginCaptchaMode } from './login-service';
import { createAccountGuard, DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './guard';
import { createLimitStore, type LimitStore } from './limit-store';
import { createProfileService, type OrderCounts } from './profile-service';
import { accountRoutes } from './routes';
import { createSmsCodes, LogSmsSender, type SmsSender } from './sms';
import { queuedSmsSender } from './sms-queue';
import type { JobQueue } from '../../jobs';
import type { SessionCache } from '../member/session-cache';
import { registerAvatarUpload } from './upload';
import type { UploadStorage } from '../../storage';
import { createWalletService, type PaymentProvider, type WithdrawSettings } from './wallet-service';

export interface AccountOptions {
  /** SMS delivery; the built-in LogSmsSender writes codes to the log. */
  sms?: SmsSender;
  /** Every SMS code is this value (env SMS_FIXED_CODE). **Tests and e2e journeys only.** */
  smsFixedCode?: string;
  /** Counters of the abuse limits; by default Redis when redisUrl is set, else the database. */
  limitStore?: LimitStore;
  /** Key prefix of the Redis store (default 'mall-api:limit:'); tests use one per run. */
  limitKeyPrefix?: string;
  limits?: Partial<AccountLimits>;
  withdraw?: Partial<WithdrawSettings>;
  payments?: PaymentProvider[];
  /** always: the password login always needs the image captcha; auto (default): after failed attempts only (env LOGIN_CAPTCHA). */
  loginCaptcha?: LoginCaptchaMode;
  /** Order counts by status, from the orders module once it exists (zeros until then). */
  orderCounts?: OrderCounts;
}

export async function createAccountModule(
  app: FastifyInstance,
  deps: { db: Db; captchas: CaptchaStore; storage?: UploadStorage; redisUrl?: string; jobs: JobQueue; sessions?: SessionCache },
  options: AccountOptions = {},
) {
  const { db } = deps;
  const store = options.limitStore ?? (await createLimitStore(db, deps.redisUrl, options.limitKeyPrefix));
  if (!options.limitStore) app.addHook('onClose', async () => void (await store.close?.()));
  const guard = createAccountGuard(store, { ...DEFAULT_ACCOUNT_LIMITS, ...options.limits });
  const sender = await queuedSmsSender(deps.jobs, options.sms ?? new LogSmsSender(app.log));
  const codes = createSmsCodes(db, { fixedCode: options.smsFixedCode });
  const auth = createAuthService(db, { captchas: deps.captchas, codes, sender, guard, sessions: deps.sessions });
  const profile = createProfileService(db, { orderCounts: options.orderCounts });
  const address = createAddressService(db);
  const wallet = createWalletService(db, { withdraw: options.withdraw, payments: options.payments });
  await registerAvatarUpload(app, { db, storage: deps.storage, profile });
  // The console's password reset sends a code the same way (its codes stored in the call's transaction).
  const sms = { sender, codesOn: (dbx: Db) => createSmsCodes(dbx, { fixedCode: options.smsFixedCode }) };
  const login = createLoginService(db, deps.captchas, guard.login, deps.sessions, options.loginCaptcha);
  return { handlers: accountRoutes(login, auth, profile, address, wallet), store, sms };
}

export type { AccountLimits, LimitStore, SmsSender };
export { DEFAULT_ACCOUNT_LIMITS, LogSmsSender };
