// The captcha that needs no reading (a proof of work bound to an image captcha), spread into `endpoints`.
import { endpoint } from './endpoint';
import * as site from './site';

export const captchaEndpoints = {
  '/api/captcha/pow': endpoint({ request: site.captchaPowRequest, response: site.captchaPow, auth: 'none', summary: '免识别验证（工作量证明）' }),
  '/api/captcha/pow_solve': endpoint({
    request: site.captchaPowSolveRequest,
    response: site.captchaPowSolved,
    auth: 'none',
    summary: '免识别验证结果：换得图形验证码',
  }),
};
