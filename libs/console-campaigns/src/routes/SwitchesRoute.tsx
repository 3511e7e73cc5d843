// 活动开关: each promotion kind on or off (what /api/addon/addonisexit answers the storefront).
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Inline, Stack } from '@mall/ui';
import {
  ConsolePromotionSwitchesDocument,
  consoleRequest,
  consoleRoute,
  SetPromotionSwitchDocument,
  StatusBadge,
  type ConsolePromotionSwitchesQuery,
} from '@mall/console-kit';
import { PROMOTION_KINDS } from '@mall/rest-contract';
import { kindText } from '../i18n';

type Switches = ConsolePromotionSwitchesQuery['promotionSwitches'];

export const loader = consoleRoute(
  async () => (await consoleRequest(ConsolePromotionSwitchesDocument, {})).promotionSwitches,
);

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  return (
    await consoleRequest(SetPromotionSwitchDocument, {
      kind: String(form.get('kind')),
      enabled: form.get('enabled') === 'true',
    })
  ).setPromotionSwitch;
});

export function Component() {
  const switches = useLoaderData() as Switches;
  const fetcher = useFetcher();
  return (
    <Stack space="md">
      <h1>{m['console.campaigns.switches.title']()}</h1>
      <p>{m['console.campaigns.switches.intro']()}</p>
      <ul aria-label={m['console.campaigns.switches.title']()}>
        {PROMOTION_KINDS.map((kind) => {
          const on = switches[kind];
          return (
            <li key={kind}>
              <Inline space="md" alignY="center">
                <strong>{kindText(kind)}</strong>
                <StatusBadge
                  label={on ? m['console.campaigns.switches.on']() : m['console.campaigns.switches.off']()}
                  tone={on ? 'success' : 'neutral'}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  loading={fetcher.state !== 'idle' && fetcher.formData?.get('kind') === kind}
                  onClick={() => fetcher.submit({ kind, enabled: String(!on) }, { method: 'post' })}
                  aria-label={`${on ? m['console.campaigns.switches.turnOff']() : m['console.campaigns.switches.turnOn']()} ${kindText(kind)}`}
                >
                  {on ? m['console.campaigns.switches.turnOff']() : m['console.campaigns.switches.turnOn']()}
                </Button>
              </Inline>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
