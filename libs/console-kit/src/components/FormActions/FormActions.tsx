import { Button, Inline } from '@mall/ui';

export interface FormActionsProps {
  saveLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** mall-api's refusal of the last save. */
  error?: string;
  /** Without it, save submits the form around it. */
  onSave?: () => void;
  onCancel: () => void;
}

/** The foot of a console edit form: the save's refusal, then save and cancel (both held while saving). */
export function FormActions({ saveLabel, cancelLabel, busy, error, onSave, onCancel }: FormActionsProps) {
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <Inline space="sm">
        <Button type={onSave ? 'button' : 'submit'} loading={busy} onClick={onSave}>
          {saveLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Inline>
    </>
  );
}
