import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { Button, Inline, Input } from '@mall/ui';
import { validateVerifyCode } from '../../lib/validation';
import { AlertText, pageStyles as shared } from '@mall/page-kit';

export interface VerifyCodeFormProps {
  /** Called with the trimmed code once it has the right shape (6-32 letters or digits). */
  onSubmit: (code: string) => void;
  searching?: boolean;
  /** E.g. 没有找到核销码“…”, or the server's message. */
  error?: string | null;
}

/**
 * 核销台: type a pickup or virtual-goods code to look it up; a malformed code sends nothing.
 *
 * The code entry of /member/verification. Props: `onSubmit(code)` (a 6-32 letter/digit code, trimmed),
 * `searching`, `error` (e.g. not found). States: empty, malformed code, searching, not found.
 */
export function VerifyCodeForm({ onSubmit, searching = false, error }: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateVerifyCode(code);
    setProblem(found);
    if (!found) onSubmit(code.trim());
  };
  return (
    <form className={shared.form} onSubmit={submit} noValidate role="search" aria-label={m['title.verification']()}>
      <p className={shared.muted}>{m['member.verify.hint']()}</p>
      <Inline space="sm" alignY="flex-end">
        <Input
          label={m['member.verify.code']()}
          name="code"
          autoComplete="off"
          maxLength={32}
          placeholder={m['member.verify.codePlaceholder']()}
          value={code}
          error={problem ?? undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" loading={searching}>
          {m['member.verify.submit']()}
        </Button>
      </Inline>
      <AlertText message={error} />
    </form>
  );
}
