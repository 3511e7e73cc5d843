import { useState, type FormEvent } from 'react';
import { useT } from '@mall/i18n';
import { Input } from '@mall/ui';
import { PASSWORD_MAX } from '@mall/rest-contract/constants';
import { hasErrors, validatePassword, type FormErrors, type PasswordValues } from '../../lib/validation';
import * as shared from '../../lib/styles.css';
import { FormFooter } from '../../lib/FormFooter';
import * as styles from './PasswordForm.css';

export interface PasswordFormProps {
  /** Called with the old and new password once the three fields pass the checks. */
  onSubmit: (values: { oldPassword: string; newPassword: string }) => void;
  submitting?: boolean;
  /** The server's message (原密码不正确 …). */
  error?: string | null;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 修改密码: old password, new password (6-32, letters and digits, not the old one) and its
 * confirmation. Bad input gets a message per field and nothing is sent.
 */
export function PasswordForm({ onSubmit, submitting = false, error }: PasswordFormProps) {
  const t = useT();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<keyof PasswordValues>>({});
  const set = (key: keyof PasswordValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({ oldPassword: values.oldPassword, newPassword: values.newPassword });
  };
  const field = (key: keyof PasswordValues, autoComplete: string) => (
    <Input
      label={t(`member.security.${key}`)}
      name={key}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX}
      value={values[key]}
      error={errors[key]}
      required
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={t('member.security.changePassword')}>
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <FormFooter error={error} submitting={submitting} submitLabel={t('member.security.changePassword')} />
    </form>
  );
}
