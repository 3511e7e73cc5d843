/**
 * Client-side checks of the after-sales forms: bad input gets a clear message and sends nothing.
 * Lengths are counted per character as mall-api counts them ([...s].length after trim).
 */
import { m } from '@mall/i18n';
import { fenToYuan, parseYuanInput } from '@mall/rest-contract/money';
import { COMPLAIN_CONTENT_MAX, COMPLAIN_CONTENT_MIN, EVALUATE_CONTENT_MAX, REFUND_REMARK_MAX } from './limits';
import { chars, type FormErrors } from '@mall/page-kit';

export type { FormErrors };

/**
 * The refund amount typed, checked against the most that may be refunded (fen, refundData.maxRefundMoney).
 * Answers the amount as yuan with 2 decimals, as REST takes it, when fine.
 */
export function validateRefundAmount(
  text: string,
  maxFen: number,
): { amount: string; error: null } | { amount: null; error: string } {
  const fen = parseYuanInput(text);
  if (fen === null) return { amount: null, error: m['afterSale.refund.amountInvalid']() };
  if (fen <= 0) return { amount: null, error: m['afterSale.refund.amountPositive']() };
  if (fen > maxFen) return { amount: null, error: m['afterSale.refund.amountOverMax']({ max: fenToYuan(maxFen) }) };
  return { amount: fenToYuan(fen), error: null };
}

export interface RefundValues {
  reason: string;
  amount: string;
  remark: string;
}

export function validateRefund(v: RefundValues, maxFen: number): FormErrors<keyof RefundValues> {
  const errors: FormErrors<keyof RefundValues> = {};
  if (!v.reason) errors.reason = m['afterSale.refund.reasonRequired']();
  const amount = validateRefundAmount(v.amount, maxFen);
  if (amount.error) errors.amount = amount.error;
  if (chars(v.remark) > REFUND_REMARK_MAX) errors.remark = m['afterSale.refund.remarkTooLong']({ max: REFUND_REMARK_MAX });
  return errors;
}

/** A first evaluation of one line: 1–5 stars and 1–500 characters. */
export function validateEvaluation(v: { scores: number; content: string }): FormErrors<'scores' | 'content'> {
  const errors: FormErrors<'scores' | 'content'> = {};
  if (!Number.isInteger(v.scores) || v.scores < 1 || v.scores > 5) errors.scores = m['afterSale.evaluate.scoreRequired']();
  const n = chars(v.content);
  if (n === 0) errors.content = m['afterSale.evaluate.contentRequired']();
  else if (n > EVALUATE_CONTENT_MAX) errors.content = m['afterSale.evaluate.contentTooLong']({ max: EVALUATE_CONTENT_MAX });
  return errors;
}

/**
 * A follow-up of one line. An untouched line (no text, no image) is fine: it is simply not sent.
 * Images without text are refused (mall-api requires the text).
 */
export function validateFollowUp(v: { content: string; images: readonly string[] }): string | null {
  const n = chars(v.content);
  if (n === 0) return v.images.length > 0 ? m['afterSale.evaluate.againContentRequired']() : null;
  if (n > EVALUATE_CONTENT_MAX) return m['afterSale.evaluate.contentTooLong']({ max: EVALUATE_CONTENT_MAX });
  return null;
}

export interface ComplainValues {
  reason: string;
  content: string;
}

export function validateComplaint(v: ComplainValues): FormErrors<keyof ComplainValues> {
  const errors: FormErrors<keyof ComplainValues> = {};
  if (!v.reason) errors.reason = m['afterSale.complain.reasonRequired']();
  const n = chars(v.content);
  if (n < COMPLAIN_CONTENT_MIN) errors.content = m['afterSale.complain.contentTooShort']({ min: COMPLAIN_CONTENT_MIN });
  else if (n > COMPLAIN_CONTENT_MAX) errors.content = m['afterSale.complain.contentTooLong']({ max: COMPLAIN_CONTENT_MAX });
  return errors;
}
