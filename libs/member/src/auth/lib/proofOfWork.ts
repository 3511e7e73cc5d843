import { createContext } from 'react';
import { CaptchaProofOfWorkDocument, gql, SolveCaptchaProofOfWorkDocument } from '@mall/gateway-client';

/** The two calls of the captcha that needs no reading: a challenge for an image captcha, and its check. */
export interface ProofOfWorkCalls {
  /** The altcha challenge (JSON) bound to the image captcha `captchaId`. */
  challenge(captchaId: string): Promise<string>;
  /** Sends the widget's payload; resolves to the captcha's code. */
  solve(captchaId: string, payload: string): Promise<string>;
}

/** The gateway's calls (captchaProofOfWork, solveCaptchaProofOfWork). */
export const gatewayProofOfWork: ProofOfWorkCalls = {
  challenge: async (captchaId) => (await gql(CaptchaProofOfWorkDocument, { captchaId }, { silent: true })).captchaProofOfWork.challenge,
  solve: async (captchaId, payload) =>
    (await gql(SolveCaptchaProofOfWorkDocument, { captchaId, payload }, { silent: true })).solveCaptchaProofOfWork,
};

/** Which calls the captcha aids use: the gateway's on the site, fakes in stories and tests. */
export const ProofOfWorkContext = createContext<ProofOfWorkCalls>(gatewayProofOfWork);
