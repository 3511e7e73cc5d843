// The auth pages' components and logic (SPEC §2 auth layout, §4 login/session, §5 phone rule).
export * from './validation';
export * from './findPassword';
export * from './types';
export { useSendCode, type SendCodeState } from './useSendCode';
export * from './components/AuthFields/AuthFields';
export * from './components/SmsLoginForm/SmsLoginForm';
export * from './components/RegisterForm/RegisterForm';
export * from './components/AgreementDialog/AgreementDialog';
export * from './components/PasswordStrength/PasswordStrength';
export * from './components/FindPasswordSteps/FindPasswordSteps';
export * from './components/LicenceInfo/LicenceInfo';
export * from './components/RegisterTypeChooser/RegisterTypeChooser';
export { CaptchaAids, type CaptchaAidsProps } from './components/CaptchaAids/CaptchaAids';
export { ProofOfWorkContext, type ProofOfWorkCalls } from './lib/proofOfWork';
