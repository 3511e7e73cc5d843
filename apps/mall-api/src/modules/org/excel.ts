// The unit member spreadsheet with exceljs: the import template, the export, and the
// checks of an uploaded .xlsx before anything is written. Pure: no database here (import.ts writes).
import ExcelJS from 'exceljs';
import { readXlsxBounded, XLSX_MESSAGES, XlsxRefusedError, type XlsxRow } from '../../http/xlsx-bounded';
import { ORG_IMPORT_MAX_BYTES, ORG_IMPORT_MAX_ROWS, ORG_REAL_NAME_MAX, ORG_REAL_NAME_MIN, PHONE_PATTERN, type OrgMember } from '@mall/rest-contract';

export const HEADER_NAME = '姓名';
export const HEADER_MOBILE = '手机号';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const IMPORT_TOO_LARGE = `文件不能超过 ${ORG_IMPORT_MAX_BYTES / 1024 / 1024}MB`;
export const IMPORT_TOO_MANY_ROWS = `一次最多导入 ${ORG_IMPORT_MAX_ROWS} 行，请拆分文件`;
export const IMPORT_NOT_XLSX = '文件不是有效的 Excel（.xlsx）文件，请下载模板填写后上传';
export const IMPORT_MACRO = XLSX_MESSAGES.macro;
export const IMPORT_BUSY = '本单位有一个导入正在进行，请等它完成后再上传';
export const IMPORT_EMPTY = '文件中没有成员数据';
export const IMPORT_NO_HEADER = `第 1 行须为表头，包含“${HEADER_NAME}”和“${HEADER_MOBILE}”两列，请使用模板`;

export class ImportFileError extends Error {}

export interface SheetRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  real_name: string;
  mobile: string;
  /** Why this row cannot be imported, or '' when it passed the file checks. */
  reason: string;
}

/** Bounded reader's refusals in this import's words. */
const refusalMessage = (error: XlsxRefusedError) =>
  error.reason === 'not_xlsx' || error.reason === 'no_sheet' ? IMPORT_NOT_XLSX : error.reason === 'too_many_rows' ? IMPORT_TOO_MANY_ROWS : error.message;

/**
 * Reads and checks an uploaded member file: refuses the whole file (ImportFileError) when it is too
 * large (packed or unpacked), not an .xlsx, carries macros, has no header or too many rows; otherwise
 * answers every data row with the reason it cannot be imported ('' when it may be), duplicates within
 * the file included. The file is read by the bounded reader (http/xlsx-bounded.ts), off this thread.
 */
export async function readMemberSheet(buf: Buffer): Promise<SheetRow[]> {
  if (buf.length > ORG_IMPORT_MAX_BYTES) throw new ImportFileError(IMPORT_TOO_LARGE);
  let sheet: XlsxRow[];
  try {
    // The header row plus the most data rows allowed.
    sheet = await readXlsxBounded(buf, { maxRows: ORG_IMPORT_MAX_ROWS + 1 });
  } catch (error) {
    if (error instanceof XlsxRefusedError) throw new ImportFileError(refusalMessage(error));
    throw error;
  }
  if (sheet.length === 0) throw new ImportFileError(IMPORT_EMPTY);
  const [header, ...data] = sheet;
  let nameCol = 0;
  let mobileCol = 0;
  if (header.row === 1) {
    for (const [col, cell] of Object.entries(header.cells)) {
      const t = cell.text.trim();
      if (t === HEADER_NAME) nameCol = Number(col);
      if (t === HEADER_MOBILE) mobileCol = Number(col);
    }
  }
  if (!nameCol || !mobileCol) throw new ImportFileError(IMPORT_NO_HEADER);

  const rows: SheetRow[] = [];
  const seen = new Map<string, number>();
  const blank = { text: '', formula: false };
  for (const row of data) {
    const r = row.row;
    const name = row.cells[nameCol] ?? blank;
    const mobile = row.cells[mobileCol] ?? blank;
    const real_name = name.text.trim();
    const mob = mobile.text.trim().replace(/\s+/g, '');
    if (!real_name && !mob && !name.formula && !mobile.formula) continue;
    const len = [...real_name].length;
    let reason = '';
    if (name.formula || mobile.formula) reason = '单元格含公式，请粘贴为数值后再导入';
    else if (!PHONE_PATTERN.test(mob)) reason = mob ? '手机号格式不正确（11 位，以 1 开头，第二位 3–9）' : '手机号为空';
    else if (len < ORG_REAL_NAME_MIN || len > ORG_REAL_NAME_MAX) reason = real_name ? `姓名须为 ${ORG_REAL_NAME_MIN}–${ORG_REAL_NAME_MAX} 个字` : '姓名为空';
    else if (seen.has(mob)) reason = `与第 ${seen.get(mob)} 行手机号重复`;
    if (!reason) seen.set(mob, r);
    rows.push({ row: r, real_name, mobile: mob, reason });
  }
  if (rows.length === 0) throw new ImportFileError(IMPORT_EMPTY);
  return rows;
}

async function toBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function memberSheet(wb: ExcelJS.Workbook, name: string, extra: Partial<ExcelJS.Column>[] = []) {
  const ws = wb.addWorksheet(name);
  ws.columns = [{ header: HEADER_NAME, key: 'real_name', width: 16 }, { header: HEADER_MOBILE, key: 'mobile', width: 18 }, ...extra];
  ws.getRow(1).font = { bold: true };
  // Mobiles as text, so Excel keeps them as typed.
  ws.getColumn(2).numFmt = '@';
  return ws;
}

/** The import template: the header row, and the rules on a second sheet. */
export async function templateXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  memberSheet(wb, '成员');
  const help = wb.addWorksheet('填写说明');
  help.getColumn(1).width = 80;
  for (const line of [
    `第 1 行为表头，请勿修改；从第 2 行起每行一位成员，最多 ${ORG_IMPORT_MAX_ROWS} 行，文件不超过 ${ORG_IMPORT_MAX_BYTES / 1024 / 1024}MB。`,
    `姓名：${ORG_REAL_NAME_MIN}–${ORG_REAL_NAME_MAX} 个字。`,
    '手机号：11 位，以 1 开头，第二位为 3–9；同一文件内不可重复，已是本单位成员的会被拒绝。',
    '未注册的手机号会自动开通会员账号，成员可用短信验证码登录。',
    '请填写数值，不要使用公式。',
  ])
    help.addRow([line]);
  return toBuffer(wb);
}

/** The unit's members as a spreadsheet (same two first columns as the template, so it re-imports). */
export async function membersXlsx(members: OrgMember[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = memberSheet(wb, '成员', [
    { header: '角色', key: 'role', width: 10 },
    { header: '加入时间', key: 'time', width: 22 },
  ]);
  for (const m of members) {
    ws.addRow({
      real_name: m.real_name || m.nickname,
      mobile: m.mobile,
      role: m.role === 'admin' ? '管理员' : '成员',
      time: new Date(m.create_time * 1000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
    });
  }
  return toBuffer(wb);
}
