// Sign-in, the actor, logout.
import type { ConsoleActor } from '@mall/rest-contract';
import { GraphQLError } from 'graphql';
import type { ConsoleContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { stringLength } from '../../validation';
import { camelize } from '../mappers/camel';

export const actorOut = (a: ConsoleActor) => camelize(a);

async function started(ctx: ConsoleContext, session: { token: string; csrf_token: string }) {
  ctx.startSession(session.token, session.csrf_token);
  return actorOut(await ctx.console.call('/admin/api/auth/me', {}));
}

export const resolvers: Resolvers = {
  Query: {
    me: async (_p, _a, ctx) => {
      try {
        return actorOut(await ctx.console.call('/admin/api/auth/me', {}));
      } catch (error) {
        // Not signed in is an answer here, not an error.
        if (error instanceof GraphQLError && error.extensions.code === 'TOKEN_ERROR') return null;
        throw error;
      }
    },
    captcha: (_p, _a, ctx) => ctx.console.captcha(),
    captchaProofOfWork: (_p, args, ctx) => ctx.console.captchaProofOfWork(stringLength('captchaId', '验证码编号', args.captchaId, 1, 64)),
  },
  Mutation: {
    solveCaptchaProofOfWork: async (_p, args, ctx) => {
      const captchaId = stringLength('captchaId', '验证码编号', args.captchaId, 1, 64);
      const payload = stringLength('payload', '验证结果', args.payload, 1, 4096);
      return (await ctx.console.solveCaptchaProofOfWork(captchaId, payload)).code;
    },
    login: async (_p, { input }, ctx) => {
      const step = await ctx.console.signIn('/admin/api/auth/login', {
        username: input.username,
        password: input.password,
        captcha_id: input.captchaId,
        captcha_code: input.captchaCode,
      });
      return {
        step: step.step,
        challenge: step.challenge,
        otpauthUrl: step.otpauth_url,
        qrDataUrl: step.qr_data_url,
        actor: step.session ? await started(ctx, step.session) : null,
      };
    },
    verifyTotp: async (_p, { challenge, code }, ctx) => {
      const session = await ctx.console.signIn('/admin/api/auth/totp', { challenge, code });
      return { actor: await started(ctx, session), recoveryCodes: session.recovery_codes };
    },
    logout: async (_p, _a, ctx) => {
      try {
        await ctx.console.call('/admin/api/auth/logout', {});
      } finally {
        ctx.endSession();
      }
      return true;
    },
    logoutEverywhere: async (_p, _a, ctx) => {
      const { ended } = await ctx.console.call('/admin/api/auth/logout-all', {});
      ctx.endSession();
      return ended;
    },
  },
};
