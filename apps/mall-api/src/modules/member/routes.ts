import type { PartialHandlers } from '../../http/types';
import type { MemberService } from './service';

export const memberRoutes = (members: MemberService, options: { loginCaptcha: boolean }) =>
  ({
    // `required` endpoints always get a member (the REST plugin answers TOKEN_ERROR otherwise).
    '/api/member/info': ({ member }) => members.info(member!.memberId),
    '/api/login/login': ({ input, request }) => members.login(input, request.ip),
    '/api/login/login_captcha': async () => ({ pc_login: options.loginCaptcha }),
    '/api/login/logout': ({ common }) => members.logout(common.token),
  }) satisfies PartialHandlers;
