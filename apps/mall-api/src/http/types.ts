import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { commonBody, EndpointPath, ParsedRequestOf, ResponseOf } from '@mall/rest-contract';

export interface SessionMember {
  memberId: number;
  tokenId: number;
}

export interface Ctx<P extends EndpointPath> {
  input: ParsedRequestOf<P>;
  common: z.output<typeof commonBody>;
  /** The logged-in member, for `optional` and `required` endpoints (always set for `required`). */
  member: SessionMember | null;
  request: FastifyRequest;
}

export type Handler<P extends EndpointPath> = (ctx: Ctx<P>) => Promise<ResponseOf<P>>;
/** One handler per contract path: the compiler refuses a missing one. */
export type Handlers = { [P in EndpointPath]: Handler<P> };
export type PartialHandlers = Partial<Handlers>;
