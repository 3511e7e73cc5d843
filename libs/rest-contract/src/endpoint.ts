// The one shape of a REST call in the tables (`endpoints` and the per-domain tables spread into it).
import { z } from 'zod';

/**
 * How a call treats the token: `required` answers TOKEN_ERROR without a valid one (SPEC §7 "login"),
 * `optional` reads it when present, `none` ignores it.
 */
export type Auth = 'none' | 'optional' | 'required';

export interface Endpoint<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  auth: Auth;
  /** What the call is for, in a word; shown in the API's route listing. */
  summary: string;
}

/** Types one table row; its request and response types stay those of the schemas given. */
export const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

/** The request of a call that takes no parameters. */
export const emptyRequest = z.object({});
