import { m, type Message } from '@mall/i18n';
import { Input } from '@mall/ui';
import { PASSWORD_MAX } from '@mall/rest-contract/rules';
import { validatePassword, type PasswordValues } from '../../lib/validation';
import * as styles from './PasswordForm.css';
import { FormFooter, useForm, pageStyles as shared } from '@mall/page-kit';

export interface PasswordFormProps {
  /** Called with the old and new password once the three fields pass the checks. */
  onSubmit: (values: { oldPassword: string; newPassword: string }) => void;
  submitting?: boolean;
  /** The server's message (原密码不正确 …). */
  error?: string | null;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

const LABEL: Record<keyof PasswordValues, Message> = {
  oldPassword: m['member.security.oldPassword'],
  newPassword: m['member.security.newPassword'],
  confirmPassword: m['member.security.confirmPassword'],
};

/**
 * 修改密码: old password, new password (6-32, letters and digits, not the old one) and its
 * confirmation. Bad input gets a message per field and nothing is sent.
 *
 * Changes the login password (/member/security). Props: `onSubmit({oldPassword, newPassword})`, `submitting`,
 * `error` (the server message). The new password is 6-32 characters with letters and digits, differs from the
 * old one and must be typed twice. States: empty, refused input, submitting, server error.
 */
export function PasswordForm({ onSubmit, submitting = false, error }: PasswordFormProps) {
  const { text, submitWith } = useForm<PasswordValues>(EMPTY);
  const submit = submitWith(validatePassword, (v) => onSubmit({ oldPassword: v.oldPassword, newPassword: v.newPassword }));
  const field = (key: keyof PasswordValues, autoComplete: string) => (
    <Input
      label={LABEL[key]()}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX}
      required
      {...text(key)}
    />
  );
  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={m['member.security.changePassword']()}>
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <FormFooter error={error} submitting={submitting} submitLabel={m['member.security.changePassword']()} />
    </form>
  );
}
