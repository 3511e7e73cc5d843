import { Button, Inline } from '@mall/ui';
import { m } from '@mall/i18n';
import { AlertText } from '../blocks/AlertText';
import * as shared from '../page/styles.css';

/**
 * The end of every member-centre form: the server's refusal (inline, as an alert) and the submit
 * button, with a cancel button when the form can be left.
 */
export function FormFooter({
  error,
  submitting,
  submitLabel,
  onCancel,
  errorClassName = shared.error,
}: {
  error?: string | null;
  /** The refusal's style; the compact address form's sits without paragraph margins. */
  errorClassName?: string;
  submitting?: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <AlertText message={error} className={errorClassName} />
      <Inline space="sm">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {m['common.cancel']()}
          </Button>
        )}
      </Inline>
    </>
  );
}
