// Reads the first sheet of an uploaded .xlsx within fixed bounds, in a worker thread (xlsx-bounded.ts
// starts it). A zip can hide gigabytes in a few hundred kilobytes, so nothing here trusts the file:
// every entry's declared size is checked in the zip's central directory before anything is unpacked,
// the bytes actually unpacked are counted while streaming (a lying header is caught too), the XML is
// parsed as a stream with a nesting limit, the sheet stops at the row limit, only the shared strings
// the kept cells use are kept, and every kept text is cut to a few dozen characters.
// Self-contained on purpose (only npm packages and node: imports): Node runs this file directly,
// stripping its types, when the server runs from source; the build bundles it beside main.js.
import { StringDecoder } from 'node:string_decoder';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface XlsxLimits {
  /** Largest declared or actual unpacked size of any zip entry. */
  maxEntryBytes: number;
  /** Most zip entries. */
  maxEntries: number;
  /** Most rows with a value (the header included). */
  maxRows: number;
  /** Columns kept (1 = A); cells further right are ignored. */
  maxColumns: number;
  /** Characters kept of a cell's text; the rest is dropped. */
  maxCellChars: number;
  /** Deepest XML element nesting. */
  maxDepth: number;
}

export type XlsxRefusal = 'not_xlsx' | 'macro' | 'entry_too_large' | 'too_many_rows' | 'too_deep' | 'no_sheet';

export interface XlsxCell {
  text: string;
  formula: boolean;
}

export interface XlsxRow {
  /** The sheet's row number (1 = the first row). */
  row: number;
  /** Cells by column number (1 = A). */
  cells: Record<number, XlsxCell>;
}

/** What the reading cost: bytes unpacked from the zip, and this thread's CPU time (not wall time, which a busy machine stretches). */
export interface XlsxReadStats {
  unpackedBytes: number;
  cpuMs: number;
}

export type XlsxResult = ({ ok: true; rows: XlsxRow[] } | { ok: false; refusal: XlsxRefusal }) & { stats: XlsxReadStats };

let unpacked = 0;

class Refused extends Error {
  readonly refusal: XlsxRefusal;
  constructor(refusal: XlsxRefusal) {
    super(refusal);
    this.refusal = refusal;
  }
}

const openZip = (buf: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => (err || !zip ? reject(new Refused('not_xlsx')) : resolve(zip))),
  );

/** The central directory only: nothing is unpacked here. */
function listEntries(zip: ZipFile, limits: XlsxLimits) {
  return new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('error', () => reject(new Refused('not_xlsx')));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= limits.maxEntries) return reject(new Refused('entry_too_large'));
      if (entry.uncompressedSize > limits.maxEntryBytes) return reject(new Refused('entry_too_large'));
      if (/vbaproject|vbadata/i.test(entry.fileName)) return reject(new Refused('macro'));
      if (entry.isEncrypted() || !entry.canDecodeFileData()) return reject(new Refused('not_xlsx'));
      entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Streams one entry through a SAX parser. `onTag` may throw Refused (or return 'stop' to end early);
 * the unpacking stops at once either way.
 */
function streamXml(
  zip: ZipFile,
  entry: Entry,
  limits: XlsxLimits,
  handlers: { open?: (tag: SaxesTagPlain) => void | 'stop'; close?: (tag: SaxesTagPlain) => void | 'stop'; text?: (text: string) => void },
) {
  return new Promise<void>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new Refused('not_xlsx'));
      const parser = new SaxesParser({ xmlns: false, position: false });
      const decoder = new StringDecoder('utf8');
      let depth = 0;
      let bytes = 0;
      let done = false;
      const finish = (error?: unknown) => {
        if (done) return;
        done = true;
        stream.destroy();
        if (error) reject(error instanceof Refused ? error : new Refused('not_xlsx'));
        else resolve();
      };
      parser.on('opentag', (tag) => {
        if (++depth > limits.maxDepth) throw new Refused('too_deep');
        if (handlers.open?.(tag) === 'stop') throw STOP;
      });
      parser.on('closetag', (tag) => {
        depth--;
        if (handlers.close?.(tag) === 'stop') throw STOP;
      });
      if (handlers.text) {
        parser.on('text', handlers.text);
        parser.on('cdata', handlers.text);
      }
      parser.on('error', (e) => {
        throw e;
      });
      stream.on('data', (chunk: Buffer) => {
        if (done) return;
        bytes += chunk.length;
        unpacked += chunk.length;
        if (bytes > limits.maxEntryBytes) return finish(new Refused('entry_too_large'));
        try {
          parser.write(decoder.write(chunk));
        } catch (e) {
          finish(e === STOP ? undefined : e);
        }
      });
      // yauzl checks the actual size against the declared one (a lying header) and the CRC.
      stream.on('error', (e) => finish(/too many bytes/i.test(e.message) ? new Refused('entry_too_large') : e));
      stream.on('end', () => {
        if (done) return;
        try {
          parser.write(decoder.end());
          parser.close();
          finish();
        } catch (e) {
          finish(e === STOP ? undefined : e);
        }
      });
    });
  });
}
const STOP = new Error('stop');

/** The whole (small) entry as text, bounded like any other. */
async function readText(zip: ZipFile, entry: Entry, limits: XlsxLimits): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new Refused('not_xlsx'));
      const parts: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        unpacked += chunk.length;
        if (bytes > limits.maxEntryBytes) {
          stream.destroy();
          reject(new Refused('entry_too_large'));
        } else parts.push(chunk);
      });
      stream.on('error', () => reject(new Refused('not_xlsx')));
      stream.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    });
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (tag: SaxesTagPlain, local: string) => {
  for (const [k, v] of Object.entries(tag.attributes)) if (localName(k) === local) return v;
  return undefined;
};

/** Relationship id → target path of a .rels part, resolved against `base` (a folder, '' or 'xl/'). */
async function readRels(zip: ZipFile, entries: Map<string, Entry>, path: string, base: string, limits: XlsxLimits) {
  const rels = new Map<string, { type: string; target: string }>();
  const entry = entries.get(path.toLowerCase());
  if (!entry) return rels;
  await streamXml(zip, entry, limits, {
    open: (tag) => {
      if (localName(tag.name) !== 'Relationship') return;
      const target = tag.attributes.Target ?? '';
      const resolved = target.startsWith('/') ? target.slice(1) : normalise(base + target);
      rels.set(tag.attributes.Id ?? '', { type: tag.attributes.Type ?? '', target: resolved });
    },
  });
  return rels;
}

const normalise = (path: string) => {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/');
};

const columnOf = (ref: string | undefined) => {
  const letters = /^[A-Za-z]{1,3}/.exec(ref ?? '')?.[0];
  if (!letters) return 0;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
};

interface RawCell {
  type: string;
  value: string;
  formula: boolean;
}

export async function parseXlsx(buf: Buffer, limits: XlsxLimits): Promise<XlsxResult> {
  unpacked = 0;
  const started = process.threadCpuUsage();
  const stats = () => {
    const used = process.threadCpuUsage(started);
    return { unpackedBytes: unpacked, cpuMs: (used.user + used.system) / 1000 };
  };
  try {
    const rows = await parse(buf, limits);
    return { ok: true, rows, stats: stats() };
  } catch (error) {
    return { ok: false, refusal: error instanceof Refused ? error.refusal : 'not_xlsx', stats: stats() };
  }
}

async function parse(buf: Buffer, limits: XlsxLimits): Promise<XlsxRow[]> {
  if (buf.length < 4 || buf.readUInt32LE(0) !== 0x04034b50) throw new Refused('not_xlsx');
  const zip = await openZip(buf);
  const entries = await listEntries(zip, limits);

  const types = entries.get('[content_types].xml');
  if (!types) throw new Refused('not_xlsx');
  const typesText = await readText(zip, types, limits);
  if (/macroEnabled/i.test(typesText)) throw new Refused('macro');
  if (!typesText.includes('spreadsheetml')) throw new Refused('not_xlsx');

  const root = await readRels(zip, entries, '_rels/.rels', '', limits);
  const bookPath = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const book = entries.get(bookPath.toLowerCase());
  if (!book) throw new Refused('not_xlsx');
  const folder = bookPath.includes('/') ? bookPath.slice(0, bookPath.lastIndexOf('/') + 1) : '';
  const bookRels = await readRels(zip, entries, `${folder}_rels/${bookPath.slice(folder.length)}.rels`, folder, limits);

  let firstSheetRel: string | undefined;
  await streamXml(zip, book, limits, {
    open: (tag) => {
      if (localName(tag.name) !== 'sheet') return;
      firstSheetRel = attr(tag, 'id');
      return 'stop';
    },
  });
  const sheetPath = firstSheetRel ? bookRels.get(firstSheetRel)?.target : undefined;
  const sheet = sheetPath ? entries.get(sheetPath.toLowerCase()) : undefined;
  if (!sheet) throw new Refused('no_sheet');

  // The sheet: rows and cells, shared strings still as indices.
  const rows: { row: number; cells: Map<number, RawCell> }[] = [];
  let current: { row: number; cells: Map<number, RawCell> } | undefined;
  let cell: (RawCell & { col: number }) | undefined;
  let inValue = false;
  let inInline = false;
  let inPhonetic = false;
  let lastRow = 0;
  let lastCol = 0;
  const append = (target: { value: string }, text: string) => {
    if (target.value.length < limits.maxCellChars) target.value = (target.value + text).slice(0, limits.maxCellChars);
  };
  await streamXml(zip, sheet, limits, {
    open: (tag) => {
      switch (localName(tag.name)) {
        case 'row': {
          const r = Number(tag.attributes.r);
          lastRow = Number.isInteger(r) && r > 0 ? r : lastRow + 1;
          lastCol = 0;
          current = { row: lastRow, cells: new Map() };
          return;
        }
        case 'c': {
          const col = columnOf(tag.attributes.r) || lastCol + 1;
          lastCol = col;
          cell = { col, type: tag.attributes.t ?? 'n', value: '', formula: false };
          return;
        }
        case 'f':
          if (cell) cell.formula = true;
          return;
        case 'v':
          inValue = true;
          return;
        case 'is':
          inInline = true;
          return;
        case 'rPh':
          inPhonetic = true;
          return;
      }
    },
    close: (tag) => {
      switch (localName(tag.name)) {
        case 'v':
          inValue = false;
          return;
        case 'is':
          inInline = false;
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        case 'c':
          if (cell && current && cell.col <= limits.maxColumns && (cell.value !== '' || cell.formula)) current.cells.set(cell.col, cell);
          cell = undefined;
          return;
        case 'row':
          if (current && current.cells.size > 0) {
            if (rows.length >= limits.maxRows) throw new Refused('too_many_rows');
            rows.push(current);
          }
          current = undefined;
          return;
      }
    },
    text: (text) => {
      if (!cell) return;
      if (inValue || (inInline && !inPhonetic)) append(cell, text);
    },
  });

  // Only the shared strings the kept cells use, and the reading stops after the last of them.
  const wanted = new Set<number>();
  for (const r of rows) for (const c of r.cells.values()) if (c.type === 's') wanted.add(Number(c.value));
  const strings = new Map<number, string>();
  const sstPath = [...bookRels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target;
  const sst = sstPath ? entries.get(sstPath.toLowerCase()) : undefined;
  if (wanted.size > 0 && sst) {
    const last = Math.max(...wanted);
    let index = -1;
    let item: { value: string } | undefined;
    let inText = false;
    let phonetic = false;
    await streamXml(zip, sst, limits, {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'si') {
          index++;
          item = wanted.has(index) ? { value: '' } : undefined;
        } else if (name === 't') inText = true;
        else if (name === 'rPh') phonetic = true;
      },
      close: (tag) => {
        const name = localName(tag.name);
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'si') {
          if (item) strings.set(index, item.value);
          item = undefined;
          if (index >= last) return 'stop';
        }
      },
      text: (text) => {
        if (item && inText && !phonetic) append(item, text);
      },
    });
  }
  zip.close();

  return rows.map(({ row, cells }) => {
    const out: Record<number, XlsxCell> = {};
    for (const [col, c] of cells) {
      let text = c.value;
      if (c.type === 's') text = strings.get(Number(c.value)) ?? '';
      else if (c.type === 'b') text = c.value === '1' ? 'true' : 'false';
      else if (c.type === 'n' && c.value !== '' && Number.isFinite(Number(c.value))) text = String(Number(c.value));
      out[col] = { text, formula: c.formula };
    }
    return { row, cells: out };
  });
}

if (!isMainThread && parentPort && (workerData as { xlsx?: unknown } | null)?.xlsx) {
  const { xlsx, limits } = workerData as { xlsx: Uint8Array; limits: XlsxLimits };
  const port = parentPort;
  void parseXlsx(Buffer.from(xlsx.buffer, xlsx.byteOffset, xlsx.byteLength), limits).then((result) => port.postMessage(result));
}
