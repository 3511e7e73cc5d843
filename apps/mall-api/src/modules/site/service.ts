import { ErrorCode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { BusinessError } from '../../http/envelope';
import { advByKeyword, readConfig, websiteQrcode, type ConfigValues } from './queries';

export function createSiteService(db: Db) {
  const config = async <K extends keyof ConfigValues>(key: K): Promise<ConfigValues[K]> => {
    const value = await readConfig(db, key);
    if (!value) throw new BusinessError('站点尚未初始化', ErrorCode.NOT_FOUND);
    return value;
  };
  return {
    config,
    advDetail: (keyword: string) => advByKeyword(db, keyword),
    /** site_id 0 is the national site; others are branch websites. */
    async wapQrcode(siteId: number) {
      if (siteId === 0) return { web_qrcode: (await config('site_info')).web_qrcode };
      const qr = await websiteQrcode(db, siteId);
      if (qr === null) throw new BusinessError('站点不存在', ErrorCode.NOT_FOUND);
      return { web_qrcode: qr };
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
