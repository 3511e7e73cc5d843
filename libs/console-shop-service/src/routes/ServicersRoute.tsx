// 客服管理 (店主, staff.manage): the shop's servicers; the writes are this route's action (the list
// reloads after each) and mall-api checks the role, the shop of every id and writes the audit rows.
import { m } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Stack } from '@mall/ui';
import {
  AddShopServicerDocument,
  consoleRequest,
  consoleRoute,
  refusalAsMessage,
  ResetShopServicerPasswordDocument,
  SetShopServicerDisabledDocument,
  ShopServicersDocument,
  type ShopServicersQuery,
} from '@mall/console-kit';
import { ServicerStaff, type Open, type ServicerStaffWrite } from '../components/ServicerStaff/ServicerStaff';

export const loader = consoleRoute(async () => consoleRequest(ShopServicersDocument, {}));

type Answer = { ok: true; done: 'added' | 'reset' | 'state'; name: string } | { error: string };

export const action = consoleRoute(async ({ request }: { request: Request }): Promise<Answer> => {
  const write = (await request.json()) as ServicerStaffWrite;
  return refusalAsMessage(async () => {
    if (write.intent === 'add') {
      const s = (await consoleRequest(AddShopServicerDocument, { input: { username: write.username, nickname: write.nickname, password: write.password } })).addShopServicer;
      return { ok: true as const, done: 'added' as const, name: s.nickname };
    }
    if (write.intent === 'password') {
      const s = (await consoleRequest(ResetShopServicerPasswordDocument, { servicerId: write.servicerId, password: write.password })).resetShopServicerPassword;
      return { ok: true as const, done: 'reset' as const, name: s.nickname };
    }
    const s = (await consoleRequest(SetShopServicerDisabledDocument, { servicerId: write.servicerId, disabled: write.intent === 'disable' })).setShopServicerDisabled;
    return { ok: true as const, done: 'state' as const, name: s.nickname };
  });
});

export function Component() {
  const data = useLoaderData() as ShopServicersQuery;
  const fetcher = useFetcher<Answer>();
  const [open, setOpen] = useState<Open>(null);
  const answer = fetcher.data;
  // A write that went through closes its dialog; a refused one leaves it open with mall-api's message.
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && answer && 'ok' in answer) setOpen(null);
    previous.current = fetcher.state;
  }, [fetcher.state, answer]);
  const notice = answer && 'ok' in answer && answer.done !== 'state' ? (answer.done === 'added' ? m['console.shopService.done.added']({ name: answer.name }) : m['console.shopService.done.reset']({ name: answer.name })) : undefined;
  return (
    <Stack space="md">
      <h1>{m['console.shopService.title.staff']()}</h1>
      <ServicerStaff
        servicers={data.shopServicers}
        busy={fetcher.state !== 'idle'}
        error={answer && 'error' in answer ? answer.error : undefined}
        notice={notice}
        open={open}
        onOpen={setOpen}
        onWrite={(write) => fetcher.submit(write, { method: 'post', encType: 'application/json' })}
      />
    </Stack>
  );
}
