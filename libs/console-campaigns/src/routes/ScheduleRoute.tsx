// 活动日历: every dated activity in a window of 28 days (?from=<unix day>), as CampaignTimeline bars.
import { m } from '@mall/i18n';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, formatDate, Inline, Stack } from '@mall/ui';
import {
  CampaignScheduleDocument,
  consoleRequest,
  consoleRoute,
  type CampaignScheduleQuery,
} from '@mall/console-kit';
import { CampaignTimeline } from '../components/CampaignTimeline/CampaignTimeline';

import { chinaDayStart } from '../lib/time';

const WINDOW_DAYS = 28;
type Data = { schedule: CampaignScheduleQuery['campaignSchedule']; from: number; to: number };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const asked = Number(new URL(request.url).searchParams.get('from'));
  // A week back from today by default, so what just ended shows beside what comes.
  const from =
    Number.isInteger(asked) && asked > 0 && asked < 4_102_444_800 - WINDOW_DAYS * 86_400
      ? chinaDayStart(asked)
      : chinaDayStart(Date.now() / 1000) - 7 * 86_400;
  const to = from + WINDOW_DAYS * 86_400;
  return {
    schedule: (await consoleRequest(CampaignScheduleDocument, { from, to })).campaignSchedule,
    from,
    to,
  };
});

export function Component() {
  const { schedule, from, to } = useLoaderData() as Data;
  const [, setSearch] = useSearchParams();
  const go = (start: number) => setSearch({ from: String(start) });
  return (
    <Stack space="md">
      <h1>{m['console.campaigns.schedule.title']()}</h1>
      <p>{m['console.campaigns.schedule.intro']({ from: formatDate(from), days: WINDOW_DAYS })}</p>
      <Inline space="sm">
        <Button variant="secondary" onClick={() => go(from - WINDOW_DAYS * 86_400)}>
          {m['console.campaigns.schedule.prev']()}
        </Button>
        <Button variant="secondary" onClick={() => go(chinaDayStart(schedule.now) - 7 * 86_400)}>
          {m['console.campaigns.schedule.today']()}
        </Button>
        <Button variant="secondary" onClick={() => go(from + WINDOW_DAYS * 86_400)}>
          {m['console.campaigns.schedule.next']()}
        </Button>
      </Inline>
      <CampaignTimeline items={schedule.list} from={from} to={to} now={schedule.now} />
    </Stack>
  );
}
