import { useState, type FormEvent } from 'react';
import type { ComplainInput } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Select, Textarea } from '@mall/ui';
import { COMPLAIN_CONTENT_MAX, COMPLAIN_CONTENT_MIN, COMPLAIN_REASONS } from '../../lib/limits';
import { validateComplaint, type ComplainValues, type FormErrors } from '../../lib/validation';
import type { AfterSaleFormProps } from '../../lib/types';
import { OrderImagesField } from '../OrderImagesField/OrderImagesField';
import { FormFooter, hasErrors, pageStyles as shared } from '@mall/page-kit';

export interface ComplainFormProps extends AfterSaleFormProps<ComplainInput> {
  orderGoodsId: number;
  /** Reasons to choose from; default the ones mall-api accepts. */
  reasons?: readonly string[];
}

/**
 * Asks the platform to step in about an order line (/member/complain), typically after the shop refused a
 * refund. Props: `orderGoodsId`, `reasons` (default: the five mall-api accepts), `onUpload(file)`,
 * `onSubmit(ComplainInput)`, `submitting`, `error` (server refusal, inline). A reason is required and the
 * content must be 5–500 characters; up to 6 photos. States: empty, refused before sending, server error.
 */
export function ComplainForm({ orderGoodsId, reasons = COMPLAIN_REASONS, onUpload, onSubmit, submitting = false, error }: ComplainFormProps) {
  const [values, setValues] = useState<ComplainValues>({ reason: '', content: '' });
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors<keyof ComplainValues>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateComplaint(values);
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({ orderGoodsId, reason: values.reason, content: values.content.trim(), images });
  };

  return (
    <form className={shared.form} onSubmit={submit} noValidate aria-label={m['afterSale.complain.heading']()}>
      <Select
        label={m['afterSale.complain.reason']()}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
        options={reasons.map((r) => ({ value: r, label: r }))}
      />
      <Textarea
        label={m['afterSale.complain.content']()}
        placeholder={m['afterSale.complain.contentPlaceholder']({ min: COMPLAIN_CONTENT_MIN, max: COMPLAIN_CONTENT_MAX })}
        value={values.content}
        maxLength={COMPLAIN_CONTENT_MAX}
        rows={5}
        error={errors.content}
        onValueChange={(content) => setValues((v) => ({ ...v, content }))}
      />
      <OrderImagesField label={m['afterSale.common.images']()} onUpload={onUpload} onChange={setImages} disabled={submitting} />
      <FormFooter error={error} submitting={submitting} submitLabel={m['afterSale.complain.submit']()} />
    </form>
  );
}
