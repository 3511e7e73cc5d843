// 秒杀: the daily slots (create, change hours, stop with their goods, delete one never ordered from)
// above the list of seckill goods (slot, price, stock, limit, dates); new goods may be put into a slot
// at once, edited, or stopped (unpaid orders close).
import { m } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import { Button, Card, formatPrice, Inline, Stack } from '@mall/ui';
import {
  consoleRequest,
  ConsoleSeckillSlotsDocument,
  ConsoleSeckillsDocument,
  DeleteSeckillSlotDocument,
  ReasonDialog,
  SaveSeckillDocument,
  SaveSeckillSlotDocument,
  StatusBadge,
  StopSeckillDocument,
  StopSeckillSlotDocument,
  type CampaignSeckillFieldsFragment,
  type ConsoleSeckillSlotsQuery,
  type SeckillInput,
  type SeckillSlotInput,
} from '@mall/console-kit';
import { SeckillForm, seckillDraftOf } from '../components/SeckillForm/SeckillForm';
import { SeckillSlotForm, slotDraftOf } from '../components/SeckillSlotForm/SeckillSlotForm';
import { searchCampaignGoods } from '../lib/search';
import { minuteText } from '../lib/time';
import { createCampaignPage, listVariables, type CampaignActionData } from './campaignPage';
import { fenToYuan } from '@mall/rest-contract/money';

type Slots = ConsoleSeckillSlotsQuery['seckillSlots'];

function SlotsPanel({ extra: slots }: { extra: Slots }) {
  const fetcher = useFetcher<CampaignActionData>();
  const [editing, setEditing] = useState<Slots[number] | 'new' | null>(null);
  const [ending, setEnding] = useState<{ slot: Slots[number]; intent: 'slotStop' | 'slotDelete' } | null>(
    null,
  );
  const busy = fetcher.state !== 'idle';
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) setEnding(null);
    previous.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);
  return (
    <Card title={m['console.campaigns.seckill.slots']()}>
      <Stack space="sm">
        <ul aria-label={m['console.campaigns.seckill.slots']()}>
          {slots.map((s) => (
            <li key={s.slotId}>
              <Inline space="sm" alignY="center">
                <span>
                  {s.name} · {minuteText(s.startMinute)}–{minuteText(s.endMinute)} ·{' '}
                  {m['console.campaigns.seckill.slotGoods']({ count: s.goodsCount })}
                </span>
                {s.status === 1 ? (
                  <>
                    <Button
                      size="sm"
                      variant="text"
                      onClick={() => setEditing(s)}
                      aria-label={`${m['console.campaigns.seckill.slotEdit']()} ${s.name}`}
                    >
                      {m['console.campaigns.list.edit']()}
                    </Button>
                    <Button
                      size="sm"
                      variant="text"
                      onClick={() => setEnding({ slot: s, intent: 'slotStop' })}
                      aria-label={`${m['console.campaigns.seckill.slotStop']()} ${s.name}`}
                    >
                      {m['console.campaigns.seckill.slotStop']()}
                    </Button>
                  </>
                ) : (
                  <StatusBadge label={m['console.campaigns.seckill.slotStopped']()} tone="danger" />
                )}
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => setEnding({ slot: s, intent: 'slotDelete' })}
                  aria-label={`${m['console.campaigns.seckill.slotDelete']()} ${s.name}`}
                >
                  {m['console.campaigns.seckill.slotDelete']()}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
        {editing ? (
          <SeckillSlotForm
            key={editing === 'new' ? 'new' : editing.slotId}
            initial={slotDraftOf(editing === 'new' ? undefined : editing)}
            busy={busy}
            error={fetcher.data?.error}
            onSave={(input: SeckillSlotInput) => {
              fetcher.submit({ intent: 'slot', input } as never, {
                method: 'post',
                encType: 'application/json',
              });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Inline space="sm">
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {m['console.campaigns.seckill.slotCreate']()}
            </Button>
          </Inline>
        )}
        {fetcher.data?.error && !editing && !ending && <p role="alert">{fetcher.data.error}</p>}
        {fetcher.data?.closed !== undefined && (
          <p role="status">{m['console.campaigns.seckill.slotStoppedDone']({ count: fetcher.data.closed })}</p>
        )}
      </Stack>
      <ReasonDialog
        open={ending !== null}
        title={
          ending
            ? `${ending.intent === 'slotStop' ? m['console.campaigns.seckill.slotStop']() : m['console.campaigns.seckill.slotDelete']()} ${ending.slot.name}`
            : ''
        }
        message={
          ending
            ? ending.intent === 'slotStop'
              ? m['console.campaigns.seckill.slotStopConfirm']({ name: ending.slot.name })
              : m['console.campaigns.seckill.slotDeleteConfirm']({ name: ending.slot.name })
            : ''
        }
        busy={busy}
        error={fetcher.data?.error}
        onConfirm={() =>
          ending &&
          fetcher.submit({ intent: ending.intent, id: ending.slot.slotId } as never, {
            method: 'post',
            encType: 'application/json',
          })
        }
        onClose={() => setEnding(null)}
      />
    </Card>
  );
}

export const { loader, action, Component } = createCampaignPage<
  CampaignSeckillFieldsFragment,
  SeckillInput,
  Slots
>({
  title: m['console.campaigns.seckill.title'],
  create: m['console.campaigns.seckill.create'],
  load: async (p) => {
    const slotId = Number(p.filters.slot);
    const [list, slots] = await Promise.all([
      consoleRequest(ConsoleSeckillsDocument, {
        ...listVariables(p),
        slotId: Number.isInteger(slotId) && slotId > 0 ? slotId : undefined,
      }),
      consoleRequest(ConsoleSeckillSlotsDocument, {}),
    ]);
    return { page: list.seckillActivities, extra: slots.seckillSlots };
  },
  save: (input) => consoleRequest(SaveSeckillDocument, { input }),
  stop: async (id) => (await consoleRequest(StopSeckillDocument, { id })).stopSeckill,
  intents: {
    slot: (body) => consoleRequest(SaveSeckillSlotDocument, { input: body.input as SeckillSlotInput }),
    slotStop: async (body) => ({
      closed: (await consoleRequest(StopSeckillSlotDocument, { id: Number(body.id) })).stopSeckillSlot
        .closedOrders,
    }),
    slotDelete: (body) => consoleRequest(DeleteSeckillSlotDocument, { id: Number(body.id) }),
  },
  idOf: (r) => r.seckillId,
  nameOf: (r) => `${r.slotName} · ${r.goodsName}`,
  columns: () => [
    {
      key: 'slotName',
      title: m['console.campaigns.seckill.slot'](),
      render: (r) => `${r.slotName}（${minuteText(r.startMinute)}–${minuteText(r.endMinute)}）`,
    },
    { key: 'goodsName', title: m['console.campaigns.list.goods'](), render: (r) => `${r.goodsName} · ${r.siteName}` },
    {
      key: 'seckillPrice',
      title: m['console.campaigns.seckill.price'](),
      render: (r) => `${formatPrice(r.seckillPrice)}（${m['console.campaigns.form.normalPrice']({ price: fenToYuan(r.price) })}）`,
    },
    {
      key: 'stock',
      title: m['console.campaigns.seckill.stock'](),
      render: (r) => m['console.campaigns.seckill.sold']({ sold: r.totalStock - r.stock, total: r.totalStock }),
    },
    { key: 'limitNum', title: m['console.campaigns.seckill.limit']() },
  ],
  Aside: SlotsPanel,
  Editor: ({ row, extra, form }) => (
    <SeckillForm
      initial={seckillDraftOf(row, extra.find((s) => s.status === 1)?.slotId ?? null)}
      slots={extra.filter((s) => s.status === 1 || s.slotId === row?.slotId)}
      search={searchCampaignGoods}
      {...form}
    />
  ),
});
