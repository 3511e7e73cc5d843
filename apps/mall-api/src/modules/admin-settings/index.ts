// The platform's settings as console calls: each section is one site_config row (the rows the
// storefront's /api/website/info, /api/config/* read), replaced field by field with an audit row of
// the fields that changed. The storefront sees a change once the gateway's public cache for that
// call expires (site info 3 s, the others 30 s: libs/gateway/src/cache/public-cache.ts).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorCode, type ConsoleSettings, type SettingsSection } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { siteConfig } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { changedFields, type AuditEntry } from '../console/audit';
import { registerConsoleCalls } from '../console/register';

const SECTIONS: readonly SettingsSection[] = ['site_info', 'copyright', 'default_images', 'servicer'];

export async function readSettings(db: Db | Tx): Promise<ConsoleSettings> {
  const rows = await db.select().from(siteConfig);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const missing = SECTIONS.find((k) => !byKey.has(k));
  if (missing) throw new BusinessError('站点尚未初始化', ErrorCode.NOT_FOUND);
  const latest = Math.max(...SECTIONS.map((k) => byKey.get(k)!.updateTime.getTime()));
  return {
    site_info: byKey.get('site_info')!.value as ConsoleSettings['site_info'],
    copyright: byKey.get('copyright')!.value as ConsoleSettings['copyright'],
    default_images: byKey.get('default_images')!.value as ConsoleSettings['default_images'],
    servicer: byKey.get('servicer')!.value as ConsoleSettings['servicer'],
    update_time: unixSeconds(new Date(latest)),
  };
}

/** Merges `fields` into one section's row (locked for the call) and audits what changed. */
export async function updateSection(tx: Tx, section: SettingsSection, fields: Record<string, unknown>, action: string, audit: (entry: AuditEntry) => Promise<void>): Promise<ConsoleSettings> {
  const [row] = await tx.select().from(siteConfig).where(eq(siteConfig.key, section)).for('update');
  if (!row) throw new BusinessError('站点尚未初始化', ErrorCode.NOT_FOUND);
  const before = row.value as Record<string, unknown>;
  const next = { ...before, ...fields };
  await tx.update(siteConfig).set({ value: next, updateTime: new Date() }).where(eq(siteConfig.key, section));
  await audit({ action, targetType: 'site_config', targetId: section, ...changedFields(before, fields) });
  return readSettings(tx);
}

export function registerSettingsCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/settings/get': ({ tx }) => readSettings(tx),
    '/admin/api/settings/site-info': ({ tx, input, audit }) => updateSection(tx, 'site_info', input, 'settings.site_info', audit),
    '/admin/api/settings/copyright': ({ tx, input, audit }) => updateSection(tx, 'copyright', input, 'settings.copyright', audit),
    '/admin/api/settings/default-images': ({ tx, input, audit }) => updateSection(tx, 'default_images', input, 'settings.default_images', audit),
    '/admin/api/settings/servicer': ({ tx, input, audit }) => updateSection(tx, 'servicer', input, 'settings.servicer', audit),
    '/admin/api/settings/web-status': ({ tx, input, audit }) => updateSection(tx, 'site_info', { web_status: input.web_status }, input.web_status ? 'settings.site_open' : 'settings.site_close', audit),
  });
}
