import { m, type Message } from '@mall/i18n';
import type { ChangeEvent, ReactNode } from 'react';
import { Box, cx, Inline, Input, Stack } from '@mall/ui';
import { passwordStrength, type PasswordRules, type Strength } from '../../validation';
import * as styles from './PasswordStrength.css';

export interface PasswordStrengthProps {
  /** The password being typed. */
  value: string;
  /** The register config's length rules; below the minimum counts as weak. */
  rules?: PasswordRules;
  /** The config's rule text, e.g. 密码为 6-32 位，须同时包含字母和数字. */
  ruleText?: string;
  id?: string;
}

const LEVEL: Record<Strength, number> = { weak: 1, medium: 2, strong: 3 };
const LABEL: Record<Strength, Message> = {
  weak: m['auth.strengthWeak'],
  medium: m['auth.strengthMedium'],
  strong: m['auth.strengthStrong'],
};

/**
 * A three-bar strength hint (弱/中/强) under a new password, with the register config's rule text. Props:
 * `value`, `rules` ({passwordMin, passwordMax}: shorter than the minimum is always weak), `ruleText`. It
 * never blocks: the rules themselves are checked by the form. States: empty, weak, medium, strong.
 */
export function PasswordStrength({ value, rules, ruleText, id }: PasswordStrengthProps) {
  const strength = passwordStrength(value, rules);
  const level = strength ? LEVEL[strength] : 0;
  return (
    <Stack space="xxs" className={styles.root} id={id}>
      <Inline space="xs" wrap={false} aria-live="polite">
        <span className={styles.label}>{m['auth.strength']()}</span>
        <Box as="span" display="flex" gap="xxs" className={styles.bars} aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={cx(styles.bar, strength && n <= level && styles.filled[strength])} />
          ))}
        </Box>
        <span className={styles.label} data-strength={strength ?? 'none'}>
          {strength ? LABEL[strength]() : '—'}
        </span>
      </Inline>
      {ruleText && <span className={styles.rule}>{ruleText}</span>}
    </Stack>
  );
}

/** A password input's value, change handler and problem (useFields' bind). */
interface PasswordBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

export interface NewPasswordFieldsProps {
  /** 密码 or 新密码. */
  label: string;
  password: PasswordBinding;
  confirm: PasswordBinding;
  rules: PasswordRules;
  ruleText?: string;
  /** The strength meter's id. */
  strengthId?: string;
}

/** A new password with its strength meter, then 确认密码 (registration and find password). */
export function NewPasswordFields({
  label,
  password,
  confirm,
  rules,
  ruleText,
  strengthId,
}: NewPasswordFieldsProps) {
  const common = { type: 'password', autoComplete: 'new-password', maxLength: rules.passwordMax } as const;
  return (
    <>
      <Input
        label={label}
        name="password"
        {...common}
        placeholder={m['auth.passwordPlaceholder']()}
        {...password}
      />
      <PasswordStrength id={strengthId} value={password.value} rules={rules} ruleText={ruleText} />
      <Input
        label={m['auth.confirmPassword']()}
        name="confirm"
        {...common}
        placeholder={m['auth.confirmPasswordPlaceholder']()}
        {...confirm}
      />
    </>
  );
}
