// A console export downloaded in a test: the answer must be a spreadsheet; its first worksheet.
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

export async function downloadSheet(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<ExcelJS.Worksheet> {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.headers['content-type'], res.body.slice(0, 200)).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
}
