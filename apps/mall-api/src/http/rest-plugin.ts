// One plugin turns the contract into routes: every `endpoints` path is POST (GET with a query too,
// for public reads), the body is commonBody + the endpoint's request schema, `auth` is enforced
// here, and answers are wrapped in the envelope. Modules only supply handlers.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_GET_ALSO, ACCOUNT_POST_ONLY, commonBody, describeIssues, endpoints, ErrorCode, type Auth, type EndpointPath } from '@mall/rest-contract';
import type { Db } from '../db/client';
import { findSession } from '../modules/member/session';
import type { SessionCache } from '../modules/member/session-cache';
import { fail, ok, TOKEN_ERROR_MESSAGE } from './envelope';
import { cleanInput } from './input-text';
import type { Ctx, Handlers } from './types';

export interface RouteLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface RestPluginOptions {
  db: Db;
  handlers: Handlers;
  /** Per-path rate limits (login, captcha); none when absent. */
  limits?: Partial<Record<EndpointPath, RouteLimit>>;
  /** Session look-ups cached in Redis (several instances); absent, every look-up reads the database. */
  sessions?: SessionCache;
}

/** Login-required reads that SPEC §7 calls with GET. */
const GET_ALSO = new Set<string>(ACCOUNT_GET_ALSO);
/** Calls that change state answer POST only. */
const POST_ONLY = new Set<string>([
  '/api/login/login',
  '/api/login/logout',
  '/api/captcha/captcha',
  '/api/captcha/pow',
  '/api/captcha/pow_solve',
  ...ACCOUNT_POST_ONLY,
]);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

interface ParsedInput<Req> {
  input: Req;
  common: z.output<typeof commonBody>;
}

/**
 * Parses commonBody and the endpoint schema from one raw body, after its text is checked (cleanInput:
 * control characters and lone surrogates refused, bidi overrides removed); a failure answers INVALID_INPUT.
 */
export function parseInput<S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply): ParsedInput<z.output<S>> | null {
  const raw = request.method === 'GET' ? request.query : (request.body ?? {});
  if (!isPlainObject(raw)) {
    void reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请求体必须是 JSON 对象'));
    return null;
  }
  const text = cleanInput(raw);
  if (!text.ok) {
    void reply.send(fail(ErrorCode.INVALID_INPUT, text.message));
    return null;
  }
  const common = commonBody.safeParse(raw);
  const parsed = schema.safeParse(raw);
  if (!common.success || !parsed.success) {
    const issues = [...(common.success ? [] : common.error.issues), ...(parsed.success ? [] : parsed.error.issues)];
    void reply.send(fail(ErrorCode.INVALID_INPUT, describeIssues(new z.ZodError(issues))));
    return null;
  }
  return { input: parsed.data, common: common.data };
}

export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (app: FastifyInstance, options) => {
  const { db, handlers, limits = {}, sessions } = options;
  for (const path of Object.keys(endpoints) as EndpointPath[]) {
    const spec = endpoints[path];
    const auth: Auth = spec.auth;
    const handler = handlers[path] as (ctx: Ctx<EndpointPath>) => Promise<unknown>;
    const limit = limits[path];
    app.route({
      method: !POST_ONLY.has(path) && (auth === 'none' || GET_ALSO.has(path)) ? ['POST', 'GET'] : ['POST'],
      url: path,
      config: limit ? { rateLimit: limit } : {},
      handler: async (request, reply) => {
        const parsed = parseInput(spec.request, request, reply);
        if (!parsed) return reply;
        const member = auth === 'none' ? null : await findSession(db, parsed.common.token, sessions);
        if (auth === 'required' && !member) return reply.send(fail(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE));
        // The contract's path-indexed types cannot be followed through this loop; each handler is
        // typed against its own path in the modules.
        const data = await handler({ input: parsed.input as never, common: parsed.common, member, request });
        return reply.send(ok(data));
      },
    });
  }
};
