// @mall/console-review: the platform's review queues (payments, refunds, complaints, invoices,
// certifications). Its pages are in pages.ts; components shown in Storybook under console-review/.
export { ReviewDetail, type ReviewDetailProps, type ReviewField } from './components/ReviewDetail/ReviewDetail';
