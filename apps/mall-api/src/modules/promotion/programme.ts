// The seeded promotion programme stays a programme: the seed dates its activities relative to the day
// of seeding (some running, some coming, some ended), so a mall started a week ago would show only
// expired ones. Each China-time day the seeded rows (rolls_forward) move forward by the days passed,
// keeping every activity where it stood relative to "today". Rows an operator saved in the console no
// longer roll: their dates are the operator's. Slots are times of day and need no moving.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs';
import { siteConfig } from '../../db/schema';
import { combo, couponType, groupbuy, seckillGoods, topic } from '../../db/schema-promotion';
import { chinaMidnight } from './slots';

export const PROGRAMME_KEY = 'promotion_programme_day';
const DAY = 86_400_000;
const ROLLING = [seckillGoods, groupbuy, combo, topic, couponType] as const;

/** The China-time day of `now` as days since the epoch (its midnight / one day). */
export const chinaDay = (now: Date) => Math.round((chinaMidnight(now) + 8 * 3600_000) / DAY);

/** Records that the seeded dates are relative to `now`'s day (the seed calls it in its transaction). */
export async function startProgramme(tx: Db | Tx, now: Date) {
  await tx
    .insert(siteConfig)
    .values({ key: PROGRAMME_KEY, value: { day: chinaDay(now) } })
    .onConflictDoUpdate({
      target: siteConfig.key,
      set: { value: { day: chinaDay(now) }, updateTime: new Date() },
    });
}

/**
 * Moves the seeded activities forward by the whole days since the programme's day, once per day (the
 * row lock makes concurrent instances move them once). Answers the days moved (0: nothing to do).
 */
export async function rollProgramme(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteConfig).where(eq(siteConfig.key, PROGRAMME_KEY)).for('update');
    const day = (row?.value as { day?: unknown } | undefined)?.day;
    if (typeof day !== 'number') return 0;
    const days = chinaDay(now) - day;
    if (days <= 0) return 0;
    const by = sql`make_interval(days => ${days})`;
    for (const table of ROLLING) {
      await tx
        .update(table)
        .set({ startTime: sql`${table.startTime} + ${by}`, endTime: sql`${table.endTime} + ${by}` })
        .where(eq(table.rollsForward, true));
    }
    await startProgramme(tx, now);
    return days;
  });
}

export const PROGRAMME_ROLL_JOB = 'promotion.roll-forward';

/**
 * Rolls the programme as a job of the queue: once when mall-api starts and then every hour (so a day
 * change is never missed long), once across instances, retried, and visible to operators if it fails.
 */
export async function scheduleProgramme(app: FastifyInstance, db: Db, jobs: JobQueue, everySeconds = 3600) {
  await jobs.define(PROGRAMME_ROLL_JOB, {
    retry: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
    describe: () => '促销活动日程按日顺延',
    run: async () => {
      const days = await rollProgramme(db);
      if (days) app.log.info({ days }, 'promotion programme rolled forward');
    },
  });
  await jobs.repeat(PROGRAMME_ROLL_JOB, everySeconds);
  app.addHook('onReady', async () => {
    await jobs.send(PROGRAMME_ROLL_JOB, {}).catch((err: unknown) => app.log.error({ err }, 'promotion programme roll not queued'));
  });
}
