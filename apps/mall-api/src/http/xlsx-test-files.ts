// Test files for the bounded .xlsx reader, built in the test: a small zip writer that can also lie
// about an entry's unpacked size (as a hostile file does), and the hostile workbooks of the corpus.
import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The entry's bytes, packed here. */
  data?: Buffer;
  /** Or an already-deflated body with its real size and CRC (large generated entries). */
  deflated?: { body: Buffer; size: number; crc: number };
  /** Declared unpacked size, when it should differ from the real one. */
  declaredSize?: number;
}

/** A zip (deflate, no data descriptors) of the given parts. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = part.deflated?.body ?? deflateRawSync(part.data ?? Buffer.alloc(0));
    const size = part.deflated?.size ?? part.data?.length ?? 0;
    const crc = part.deflated?.crc ?? crc32(part.data ?? Buffer.alloc(0));
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** Deflates head + `repeat` × chunk + tail without holding the unpacked text in memory. */
export async function deflateRepeated(head: string, chunk: string, repeat: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  let size = 0;
  let crc = 0;
  const write = async (text: string) => {
    const b = Buffer.from(text);
    size += b.length;
    crc = crc32(b, crc);
    if (!deflate.write(b)) await once(deflate, 'drain');
  };
  await write(head);
  for (let i = 0; i < repeat; i++) await write(chunk);
  await write(tail);
  deflate.end();
  await once(deflate, 'end');
  return { body: Buffer.concat(out), size, crc };
}

const CONTENT_TYPES = (sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${sheetType}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${extra}</Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="成员" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
export const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';
const SST_HEAD = '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const headerRow = `<row r="1">${inline('A1', '姓名')}${inline('B1', '手机号')}</row>`;

/** A workbook whose sheet1.xml and sharedStrings.xml are the given parts. */
export function workbook(sheet: Omit<ZipPart, 'name'>, sst: Omit<ZipPart, 'name'> = { data: Buffer.from(`${SST_HEAD}</sst>`) }, options: { macro?: boolean; extra?: ZipPart[] } = {}) {
  const parts: ZipPart[] = [
    { name: '[Content_Types].xml', data: Buffer.from(options.macro ? CONTENT_TYPES('application/vnd.ms-excel.sheet.macroEnabled.main+xml', '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>') : CONTENT_TYPES()) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    { name: 'xl/sharedStrings.xml', ...sst },
  ];
  parts.push(...(options.extra ?? []));
  if (options.macro) parts.push({ name: 'xl/vbaProject.bin', data: Buffer.from('Attribute VB_Name = "Module1"\nSub AutoOpen()\nShell "calc"\nEnd Sub') });
  return zip(parts);
}

/** A plain sheet of members (inline strings), `rows` rows after the header. */
export function memberRows(rows: number, mobile = (i: number) => `1760${String(i).padStart(7, '0')}`) {
  let xml = SHEET_HEAD + headerRow;
  for (let i = 0; i < rows; i++) xml += `<row r="${i + 2}">${inline(`A${i + 2}`, `成员${i}`)}${inline(`B${i + 2}`, mobile(i))}</row>`;
  return Buffer.from(xml + SHEET_TAIL);
}

/** The hostile files of the corpus, each with what it attacks. */
export async function hostileCorpus() {
  const MB = 1024 * 1024;
  const spaces = await deflateRepeated(SHEET_HEAD + headerRow, ' '.repeat(MB), 64, SHEET_TAIL);
  let many = '';
  for (let i = 0; i < 100_000; i++) many += `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>成员</t></is></c><c r="B${i + 2}"><v>${13_000_000_000 + i}</v></c></row>`;
  const rows100k = await deflateRepeated(SHEET_HEAD + headerRow, many, 1, SHEET_TAIL);
  const deep = await deflateRepeated(SHEET_HEAD + '<row r="1">', '<x>'.repeat(1024), 4096, SHEET_TAIL);
  const sstBomb = await deflateRepeated(SST_HEAD, '<si><t>批量成员</t></si>'.repeat(1024), 2048, '</sst>');
  const huge = await deflateRepeated(`${SST_HEAD}<si><t>`, '长'.repeat(1024 * 1024), 6, '</t></si></sst>');
  let referencing = SHEET_HEAD + headerRow;
  for (let i = 0; i < 5000; i++) referencing += `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>0</v></c><c r="B${i + 2}" t="s"><v>0</v></c></row>`;
  return {
    /** 64 MB of whitespace in a sheet (a 64 KB file), declared honestly. */
    whitespaceBomb: workbook({ deflated: spaces }),
    /** The same, its unpacked size declared as 1 KB in both zip headers. */
    lyingBomb: workbook({ deflated: spaces, declaredSize: 1024 }),
    /** 100,000 member rows (a valid sheet, far over the row limit). */
    rows100k: workbook({ deflated: rows100k }),
    /** Four million nested elements in one row. */
    deepXml: workbook({ deflated: deep }),
    /** Two million shared strings, 90 MB unpacked. */
    sharedStringsBomb: workbook({ data: memberRows(1) }, { deflated: sstBomb }),
    /** One 18 MB shared string that all 10,000 cells of 5,000 rows point at. */
    sharedStringAmplifier: workbook({ data: Buffer.from(referencing + SHEET_TAIL) }, { deflated: huge }),
    /** A macro workbook (.xlsm: macro content type and vbaProject.bin) renamed .xlsx. */
    macro: workbook({ data: memberRows(1) }, undefined, { macro: true }),
    /** A CSV file named .xlsx. */
    notAZip: Buffer.from('姓名,手机号\n张三,13800138000\n'),
    /** Zip magic followed by noise. */
    brokenZip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500, 7)]),
  };
}
