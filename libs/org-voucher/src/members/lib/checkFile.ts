import { ORG_IMPORT_MAX_BYTES } from '@mall/rest-contract/org-limits';

/** The browser's first check of a member file (mall-api checks it again, whole): extension and size. */
export function checkImportFile(file: { name: string; size: number }): 'notXlsx' | 'tooLarge' | null {
  if (!/\.xlsx$/i.test(file.name)) return 'notXlsx';
  if (file.size > ORG_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}
