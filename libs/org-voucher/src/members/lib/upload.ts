import type { ImportReportView } from '../components/MemberImport/MemberImport';

/** Where the browser sends member files; storefront-server forwards /api/upload/* to mall-api with the cookie. */
export const IMPORT_URL = '/api/upload/org/import';
export const EXPORT_URL = '/api/upload/org/export';
export const TEMPLATE_URL = '/api/upload/org/template';

interface RestReport {
  total: number;
  imported: number;
  created: number;
  rolled_back: boolean;
  refused: { row: number; mobile: string; real_name: string; reason: string }[];
}

/**
 * Uploads a member file with upload progress (XMLHttpRequest: fetch reports no upload progress) and
 * answers mall-api's report, or throws its refusal message.
 */
export function uploadMembers(file: File, allOrNothing: boolean, onProgress: (percent: number) => void): Promise<ImportReportView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onload = () => {
      try {
        const json = JSON.parse(xhr.responseText) as { code: number; message: string; data: RestReport | null };
        if (json.code !== 0 || !json.data) return reject(new Error(json.message));
        const d = json.data;
        resolve({ total: d.total, imported: d.imported, created: d.created, rolledBack: d.rolled_back, refused: d.refused.map((r) => ({ row: r.row, mobile: r.mobile, realName: r.real_name, reason: r.reason })) });
      } catch {
        reject(new Error('network'));
      }
    };
    const form = new FormData();
    form.append('all_or_nothing', allOrNothing ? '1' : '0');
    form.append('file', file);
    xhr.send(form);
  });
}
