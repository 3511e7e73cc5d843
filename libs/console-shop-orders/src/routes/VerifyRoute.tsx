// 核销台: look a code up, then confirm it (both through this route's action, so the result stays on
// the page while the 核销员 serves the next customer).
import { m } from '@mall/i18n';
import { useFetcher } from 'react-router-dom';
import { Stack } from '@mall/ui';
import { ConsoleRequestError, consoleRequest, consoleRoute, VerifyConfirmDocument, VerifyLookupDocument, type VerifyTargetFieldsFragment } from '@mall/console-kit';
import { VerifyDesk } from '../components/VerifyDesk/VerifyDesk';


type Answer = { target?: VerifyTargetFieldsFragment; confirmed?: boolean; error?: string };

export const action = consoleRoute(async ({ request }: { request: Request }): Promise<Answer> => {
  const form = await request.formData();
  const code = String(form.get('code') ?? '');
  try {
    if (form.get('intent') === 'confirm') return { target: (await consoleRequest(VerifyConfirmDocument, { code })).verifyConfirm, confirmed: true };
    return { target: (await consoleRequest(VerifyLookupDocument, { code })).verifyLookup };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code !== 'TOKEN_ERROR' && error.code !== 'FORBIDDEN') return { error: error.message };
    throw error;
  }
});

export function Component() {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  return (
    <Stack space="md">
      <h1>{m['console.shopOrders.title.verify']()}</h1>
      <VerifyDesk
        target={answer?.target ?? null}
        confirmed={answer?.confirmed}
        error={answer?.error}
        busy={fetcher.state !== 'idle'}
        onLookup={(code) => fetcher.submit({ intent: 'lookup', code }, { method: 'post' })}
        onConfirm={(code) => fetcher.submit({ intent: 'confirm', code }, { method: 'post' })}
      />
    </Stack>
  );
}
