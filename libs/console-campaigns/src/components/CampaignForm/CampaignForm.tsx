import { m } from '@mall/i18n';
import type { ReactNode } from 'react';
import { Card, Stack } from '@mall/ui';
import { FormActions } from '@mall/console-kit';


export interface CampaignFormProps {
  title: string;
  /** Editing an existing activity: says that orders already placed keep their prices. */
  editing?: boolean;
  busy?: boolean;
  /** mall-api's message when it refused the save. */
  error?: string;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of every campaign form: its title, its fields, mall-api's refusal above the buttons, and
 * 保存 / 取消. The form inside checks the contract's rules before calling onSave.
 */
export function CampaignForm({
  title,
  editing = false,
  busy = false,
  error,
  onSave,
  onCancel,
  children,
}: CampaignFormProps) {
  return (
    <Card title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Stack space="sm">
          {children}
          {editing && <p>{m['console.campaigns.form.editNote']()}</p>}
          <FormActions saveLabel={m['console.campaigns.form.save']()} cancelLabel={m['console.campaigns.form.cancel']()} busy={busy} error={error} onCancel={onCancel} />
        </Stack>
      </form>
    </Card>
  );
}
