import { describe, expect, it } from 'vitest';
import { checkImportFile } from './checkFile';

describe('checkImportFile', () => {
  it('takes .xlsx files up to 2 MB only', () => {
    expect(checkImportFile({ name: '成员.xlsx', size: 1000 })).toBeNull();
    expect(checkImportFile({ name: 'MEMBERS.XLSX', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkImportFile({ name: 'members.xls', size: 10 })).toBe('notXlsx');
    expect(checkImportFile({ name: 'members.xlsm', size: 10 })).toBe('notXlsx');
    expect(checkImportFile({ name: 'members.xlsx', size: 2 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
