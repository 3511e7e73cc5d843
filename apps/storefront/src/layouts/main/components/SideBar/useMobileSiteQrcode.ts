import { useEffect, useState } from 'react';
import { gql, WapQrcodeDocument } from '@mall/gateway-client';

/**
 * The mobile site's QR code for the side bar: the national site's (the layout's web_qrcode) or, on a
 * branch site, that site's own (SPEC §7 /api/website/wapqrcode), asked for in the browser because the
 * layout is one for every site. A branch site without its own code, or a failed call, shows the
 * national one.
 */
export function useMobileSiteQrcode(branchSiteId: number | null, national: string): string {
  const [branch, setBranch] = useState<{ siteId: number; qrcode: string } | null>(null);
  useEffect(() => {
    if (!branchSiteId) return;
    let current = true;
    gql(WapQrcodeDocument, { siteId: branchSiteId }, { silent: true }).then(
      (data) => {
        if (current) setBranch({ siteId: branchSiteId, qrcode: data.wapQrcode });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [branchSiteId]);
  return branchSiteId && branch?.siteId === branchSiteId && branch.qrcode ? branch.qrcode : national;
}
