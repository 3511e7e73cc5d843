// registerConsoleCall: the one way a console REST call is made (README.md of this module). It reads
// the console session cookie, refuses a missing or wrong CSRF header, checks the role's action in the
// database's role table, parses the body with zod, runs the handler in one transaction and writes the
// audit row in that same transaction: a write either happens with its audit row or not at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import type { z } from 'zod';
import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  ConsoleErrorCode,
  consoleEndpoints,
  describeIssues,
  ErrorCode,
  type ConsoleAction,
  type ConsoleCallKind,
  type ConsoleParsedRequestOf,
  type ConsolePath,
  type ConsoleResponseOf,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { BusinessError, fail, ok } from '../../http/envelope';
import { writeAudit, type AuditEntry } from './audit';
import { csrfMatches, findConsoleSession, type ConsoleActor } from './session';

export type { ConsoleActor } from './session';

export const CONSOLE_TOKEN_MESSAGE = '控制台登录已失效，请重新登录';
export const CONSOLE_CSRF_MESSAGE = '请求来源校验失败，请刷新页面后重试';
export const forbiddenMessage = (action: string) => `当前账号的角色没有此项权限（${action}），请联系超级管理员`;

export interface ConsoleCallContext<Input> {
  actor: ConsoleActor;
  input: Input;
  /** The call's transaction: every read and write of the handler goes through it. */
  tx: Tx;
  /** Records what the call changed, in the same transaction. A `write` call must call it. */
  audit: (entry: AuditEntry) => Promise<void>;
  request: FastifyRequest;
}

/** A call of the contract table (`consoleEndpoints`): permission, kind and schemas come from there. */
export interface ContractCallDefinition<P extends ConsolePath> {
  path: P;
  handler: (ctx: ConsoleCallContext<ConsoleParsedRequestOf<P>>) => Promise<ConsoleResponseOf<P>>;
}

/** A call defined in place (a path outside the contract table). */
export interface InlineCallDefinition<S extends z.ZodType, R> {
  path: `/admin/api/${string}`;
  permission: ConsoleAction | 'session';
  kind: ConsoleCallKind;
  request: S;
  handler: (ctx: ConsoleCallContext<z.output<S>>) => Promise<R>;
}

interface ConsoleServices {
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    consoleServices?: ConsoleServices;
  }
}

/** Gives registerConsoleCall its database; createConsoleModule calls it once. */
export function installConsoleServices(app: FastifyInstance, services: ConsoleServices): void {
  if (!app.hasDecorator('consoleServices')) app.decorate('consoleServices', services);
}

/** The console session token from the request's Cookie header (the gateway forwards only this cookie). */
export function consoleTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[CONSOLE_SESSION_COOKIE] || undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A refusal worth recording: the handler's transaction rolls back, then registerConsoleCall writes
 * `entry` as an audit row with outcome `refused` (outside the rolled-back transaction) and answers the
 * error's code and message. The shop scope's checks throw it (shop-scope.ts).
 */
export class ConsoleRefusal extends BusinessError {
  constructor(
    message: string,
    code: number,
    readonly entry: AuditEntry,
  ) {
    super(message, code);
    this.name = 'ConsoleRefusal';
  }
}

class MissingAudit extends Error {
  constructor(path: string) {
    super(`console write ${path} committed no audit row`);
  }
}

/** Authenticates a console request: the actor, or the envelope to answer with. */
export async function authenticateConsole(
  db: Db,
  request: FastifyRequest,
  permission: ConsoleAction | 'session',
): Promise<{ actor: ConsoleActor } | { refusal: ReturnType<typeof fail> }> {
  const session = await findConsoleSession(db, consoleTokenOf(request));
  if (!session.ok) return { refusal: fail(ErrorCode.TOKEN_ERROR, CONSOLE_TOKEN_MESSAGE) };
  const header = request.headers[CONSOLE_CSRF_HEADER];
  if (!csrfMatches(typeof header === 'string' ? header : undefined, session.csrfHash)) {
    return { refusal: fail(ConsoleErrorCode.CSRF_REJECTED, CONSOLE_CSRF_MESSAGE) };
  }
  if (permission !== 'session' && !session.actor.actions.has(permission)) {
    return { refusal: fail(ConsoleErrorCode.FORBIDDEN, forbiddenMessage(permission)) };
  }
  return { actor: session.actor };
}

/** Handlers of contract calls by path, like the shopper's route tables: one table per area. */
export type ConsoleHandlers = { [P in ConsolePath]?: ContractCallDefinition<P>['handler'] };

/** registerConsoleCall for each entry of `handlers`. */
export function registerConsoleCalls(app: FastifyInstance, handlers: ConsoleHandlers): void {
  for (const [path, handler] of Object.entries(handlers)) {
    registerConsoleCall(app, { path, handler } as ContractCallDefinition<ConsolePath>);
  }
}

export function registerConsoleCall<P extends ConsolePath>(app: FastifyInstance, definition: ContractCallDefinition<P>): void;
export function registerConsoleCall<S extends z.ZodType, R>(app: FastifyInstance, definition: InlineCallDefinition<S, R>): void;
export function registerConsoleCall(
  app: FastifyInstance,
  definition: { path: string; handler: (ctx: ConsoleCallContext<never>) => Promise<unknown>; permission?: ConsoleAction | 'session'; kind?: ConsoleCallKind; request?: z.ZodType },
): void {
  const services = app.consoleServices;
  if (!services) throw new Error('registerConsoleCall before installConsoleServices (createConsoleModule)');
  const contract = (consoleEndpoints as Record<string, { permission: ConsoleAction | 'session'; kind: ConsoleCallKind; request: z.ZodType } | undefined>)[definition.path];
  const permission = contract?.permission ?? definition.permission;
  const kind = contract?.kind ?? definition.kind;
  const schema = contract?.request ?? definition.request;
  if (!permission || !kind || !schema) throw new Error(`console call ${definition.path}: permission, kind and request are required`);
  const { db } = services;

  app.post(definition.path, async (request, reply) => {
    const auth = await authenticateConsole(db, request, permission);
    if ('refusal' in auth) return reply.send(auth.refusal);
    const raw = request.body ?? {};
    if (!isPlainObject(raw)) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请求体必须是 JSON 对象'));
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return reply.send(fail(ErrorCode.INVALID_INPUT, describeIssues(parsed.error)));
    const { actor } = auth;
    const who = { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip };
    const run = db.transaction(async (tx) => {
      let audited = 0;
      const result = await definition.handler({
        actor,
        input: parsed.data as never,
        tx,
        request,
        audit: async (entry) => {
          audited += 1;
          await writeAudit(tx, who, entry);
        },
      });
      // A write that recorded nothing is a bug: roll it back rather than lose the trail.
      if (kind === 'write' && audited === 0) throw new MissingAudit(definition.path);
      return result;
    });
    const data = await run.catch(async (error: unknown) => {
      if (error instanceof ConsoleRefusal) await writeAudit(db, who, error.entry, 'refused');
      throw error;
    });
    return reply.send(ok(data));
  });
}
