// Reading an uploaded .xlsx without letting it freeze or flood the server: the file is read in a
// worker thread (xlsx-read.worker.ts) with a heap limit and a time limit, at most XLSX_MAX_WORKERS at
// once (others wait their turn, up to XLSX_MAX_WAITING), so no request waits on a spreadsheet. Every
// spreadsheet the server reads goes through readXlsxBounded; a refusal is an XlsxRefusedError with a
// Chinese message the route answers as it is.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { XlsxLimits, XlsxRefusal, XlsxResult, XlsxRow } from './xlsx-read.worker';

export type { XlsxCell, XlsxReadStats, XlsxRow } from './xlsx-read.worker';

/** Largest declared or actual unpacked size of one zip entry (the sheet, its shared strings…). */
export const XLSX_MAX_ENTRY_BYTES = 20 * 1024 * 1024;
/** The worker's time limit: past it the worker is stopped and the file refused. */
export const XLSX_TIMEOUT_MS = 10_000;
/** The worker's heap (old generation); a file that needs more is refused. */
export const XLSX_WORKER_HEAP_MB = 96;
export const XLSX_MAX_WORKERS = 2;
export const XLSX_MAX_WAITING = 20;

export type XlsxRefusedReason = XlsxRefusal | 'timeout' | 'busy';

export const XLSX_MESSAGES: Record<XlsxRefusedReason, string> = {
  not_xlsx: '文件不是有效的 Excel（.xlsx）文件',
  macro: '文件含有宏（VBA），为安全起见已拒绝，请另存为普通 .xlsx 后上传',
  entry_too_large: `文件解压后超过 ${XLSX_MAX_ENTRY_BYTES / 1024 / 1024}MB，请删除多余的空行、空列和格式，或拆分文件后再上传`,
  too_many_rows: '文件行数超过上限，请拆分文件后再上传',
  too_deep: '文件结构异常（XML 嵌套过深），请用 Excel 另存为 .xlsx 后再上传',
  no_sheet: '文件中没有工作表',
  timeout: '文件解析超时，请删除多余内容或拆分文件后再上传',
  busy: '导入任务较多，请稍后再试',
};

export class XlsxRefusedError extends Error {
  constructor(
    readonly reason: XlsxRefusedReason,
    message = XLSX_MESSAGES[reason],
  ) {
    super(message);
  }
}

export interface XlsxReadOptions {
  /** Most rows with a value, the header included. */
  maxRows: number;
  maxColumns?: number;
  maxCellChars?: number;
  maxEntryBytes?: number;
  timeoutMs?: number;
}

const workerFile = (() => {
  // Bundled: dist/apps/mall-api/xlsx-read.worker.js beside main.js; from source: the .ts beside this file.
  const built = new URL('./xlsx-read.worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./xlsx-read.worker.ts', import.meta.url);
})();

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= XLSX_MAX_WORKERS) {
    if (waiting.length >= XLSX_MAX_WAITING) throw new XlsxRefusedError('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** The first sheet's non-empty rows, or an XlsxRefusedError. */
export async function readXlsxBounded(buf: Buffer, options: XlsxReadOptions): Promise<XlsxRow[]> {
  const result = await readXlsxWithStats(buf, options);
  if (!result.ok) throw new XlsxRefusedError(result.refusal);
  return result.rows;
}

/** The worker's whole answer, with what the reading cost (the tests check the bounds with it). */
export async function readXlsxWithStats(buf: Buffer, options: XlsxReadOptions): Promise<XlsxResult> {
  const limits: XlsxLimits = {
    maxEntryBytes: options.maxEntryBytes ?? XLSX_MAX_ENTRY_BYTES,
    maxEntries: 1000,
    maxRows: options.maxRows,
    maxColumns: options.maxColumns ?? 26,
    maxCellChars: options.maxCellChars ?? 64,
    maxDepth: 64,
  };
  const release = await slot();
  try {
    return await runWorker(buf, limits, options.timeoutMs ?? XLSX_TIMEOUT_MS);
  } finally {
    release();
  }
}

function runWorker(buf: Buffer, limits: XlsxLimits, timeoutMs: number): Promise<XlsxResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: { xlsx: new Uint8Array(buf), limits },
      resourceLimits: { maxOldGenerationSizeMb: XLSX_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new XlsxRefusedError('timeout'))), timeoutMs);
    worker.once('message', (result: XlsxResult) => settle(() => resolve(result)));
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash of the reader: the file is refused.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? reject(new XlsxRefusedError('entry_too_large')) : reject(error))),
    );
    worker.once('exit', () => settle(() => reject(new Error('xlsx reader exited without an answer'))));
  });
}
