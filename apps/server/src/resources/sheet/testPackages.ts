import { deflateRawSync } from 'node:zlib';
import { Workbook } from './excelJs';

/**
 * Builders of zip packages for the tests of this folder: honest ones, and hostile ones (a directory that lies
 * about sizes, an entry that inflates without end) that no office suite would write.
 */
export interface TestZipEntry {
  name: string;
  data: Uint8Array;
  /** 8 (deflate, the default) or 0 (stored); `data` is then the content, compressed here. */
  method?: 0 | 8;
  /** Already-compressed bytes to store as they are (method 8). */
  raw?: Uint8Array;
  /** Uncompressed size written in the headers, when it should lie. */
  declaredSize?: number;
}

export function buildZip(entries: readonly TestZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.raw
      ? Buffer.from(entry.raw)
      : method === 8
        ? deflateRawSync(entry.data)
        : Buffer.from(entry.data);
    const size = entry.declaredSize ?? entry.data.byteLength;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(body.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(body.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + body.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A raw deflate stream that inflates to `megabytes` MB of spaces while being about a kilobyte per megabyte. */
export function deflatedSpaces(megabytes: number): Uint8Array {
  // Sync-flushed blocks end on a byte boundary and never refer back across it, so copies can be chained.
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: 2 /* Z_SYNC_FLUSH */ });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return new Uint8Array(Buffer.concat([...Array.from({ length: megabytes }, () => block), finalEmptyBlock]));
}

const text = (xml: string) => new Uint8Array(Buffer.from(xml, 'utf8'));

export interface TestWorkbook {
  sheet: string;
  sharedStrings?: string[];
  /** The `<styleSheet>` body (numFmts and cellXfs). */
  styles?: string;
  date1904?: boolean;
  /** Replaces the first worksheet's entry (for hostile entries). */
  sheetEntry?: Partial<TestZipEntry>;
}

/** A minimal .xlsx around one worksheet's `<sheetData>` content. */
export function buildWorkbook(book: TestWorkbook): Uint8Array {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const entries: TestZipEntry[] = [
    {
      name: '_rels/.rels',
      data: text(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        `<workbook ${ns} xmlns:r="${rel}"><workbookPr${book.date1904 ? ' date1904="1"' : ''}/>` +
          `<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` +
          `<Relationship Id="rId3" Type="${rel}/styles" Target="/xl/styles.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: text(`<worksheet ${ns}><sheetData>${book.sheet}</sheetData></worksheet>`),
      ...book.sheetEntry,
    },
  ];
  if (book.sharedStrings) {
    const items = book.sharedStrings.map((s) => `<si><t>${s}</t></si>`).join('');
    entries.push({ name: 'xl/sharedStrings.xml', data: text(`<sst ${ns}>${items}</sst>`) });
  }
  if (book.styles)
    entries.push({ name: 'xl/styles.xml', data: text(`<styleSheet ${ns}>${book.styles}</styleSheet>`) });
  return buildZip(entries);
}

/** Opens a file with ExcelJS's own reader, to check what the writers wrote. */
export async function loadWorkbook(bytes: Uint8Array): Promise<InstanceType<typeof Workbook>> {
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}
