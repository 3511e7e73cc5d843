import { useState, type FormEvent } from 'react';
import type { RefundInput } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { fenToYuan } from '@mall/rest-contract/money';
import { Box, Input, RadioGroup, Select, Textarea } from '@mall/ui';
import type { AfterSaleFormProps, RefundDataFull } from '../../lib/types';
import { REFUND_ONLY, REFUND_REMARK_MAX } from '../../lib/limits';
import { validateRefund, validateRefundAmount, type FormErrors, type RefundValues } from '../../lib/validation';
import { AfterSaleGoods } from '../AfterSaleGoods/AfterSaleGoods';
import { OrderImagesField } from '../OrderImagesField/OrderImagesField';
import * as styles from './RefundForm.css';
import { FormFooter, hasErrors, pageStyles as shared } from '@mall/page-kit';

/** onSubmit gets a checked application (amount as yuan with 2 decimals). */
export interface RefundFormProps extends AfterSaleFormProps<RefundInput> {
  /** refundData of the line: goods, refund types offered, reasons, the most that may be refunded. */
  data: RefundDataFull;
}

/**
 * /member/refund: service type (退货退款 only once shipped), reason, amount (> 0, ≤ what is left of
 * what was paid, 2 decimals; prefilled with that maximum), description and photos.
 *
 * Applies for a refund of one order line (/member/refund). Props: `data` (refundData: goods, `refundTypes` —
 * 退货退款 only once shipped —, `reasons`, `maxRefundMoney`), `onUpload(file)`, `onSubmit(RefundInput)`,
 * `submitting`, `error` (server refusal, inline). The amount starts at the maximum and must be above 0, at
 * most the maximum and have at most 2 decimals; a reason is required; the description is at most 200
 * characters; up to 6 photos. States: shipped (two types), paid only (仅退款), refused before sending, server
 * error, long name.
 */
export function RefundForm({ data, onUpload, onSubmit, submitting = false, error }: RefundFormProps) {
  const [type, setType] = useState(String(data.refundTypes[0]?.type ?? REFUND_ONLY));
  const [values, setValues] = useState<RefundValues>({ reason: '', amount: fenToYuan(data.maxRefundMoney), remark: '' });
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors<keyof RefundValues>>({});
  const set = (patch: Partial<RefundValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRefund(values, data.maxRefundMoney);
    setErrors(found);
    const amount = validateRefundAmount(values.amount, data.maxRefundMoney).amount;
    if (hasErrors(found) || amount === null) return;
    onSubmit({
      orderGoodsId: data.goods.orderGoodsId,
      refundType: Number(type),
      reason: values.reason,
      amount,
      remark: values.remark.trim(),
      images,
    });
  };

  const g = data.goods;
  return (
    <form className={shared.form} onSubmit={submit} noValidate aria-label={m['afterSale.refund.heading']()}>
      <div className={styles.goods}>
        <AfterSaleGoods name={g.skuName} image={g.skuImage} price={g.price} num={g.num}>
          <span className={shared.muted}>{m['afterSale.refund.paid']({ money: fenToYuan(g.realGoodsMoney) })}</span>
        </AfterSaleGoods>
      </div>
      {data.refundTypes.length > 1 ? (
        <RadioGroup
          label={m['afterSale.refund.type']()}
          value={type}
          onChange={setType}
          options={data.refundTypes.map((o) => ({ value: String(o.type), label: o.name }))}
        />
      ) : (
        <Box as="p" display="flex" gap="sm" className={styles.type}>
          <span className={shared.dt}>{m['afterSale.refund.type']()}</span>
          <span>{data.refundTypes[0]?.name}</span>
        </Box>
      )}
      <Select
        label={m['afterSale.refund.reason']()}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => set({ reason: e.target.value })}
        options={data.reasons.map((r) => ({ value: r, label: r }))}
      />
      <Input
        label={m['afterSale.refund.amount']()}
        name="amount"
        inputMode="decimal"
        value={values.amount}
        error={errors.amount}
        hint={m['afterSale.refund.amountHint']({ max: fenToYuan(data.maxRefundMoney) })}
        onChange={(e) => set({ amount: e.target.value })}
      />
      <Textarea
        label={m['afterSale.refund.remark']()}
        placeholder={m['afterSale.refund.remarkPlaceholder']()}
        value={values.remark}
        maxLength={REFUND_REMARK_MAX}
        rows={3}
        error={errors.remark}
        onValueChange={(remark) => set({ remark })}
      />
      <OrderImagesField label={m['afterSale.common.images']()} onUpload={onUpload} onChange={setImages} disabled={submitting} />
      <FormFooter error={error} submitting={submitting} submitLabel={m['afterSale.refund.submit']()} />
    </form>
  );
}
