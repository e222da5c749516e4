import { normalizePartName, type ZipParts } from './zipParts';
import { XmlCursor } from './xmlCursor';

/** Where the parts a reader needs live in a spreadsheet package. */
export interface WorkbookParts {
  /** The first worksheet in tab order (chart sheets are not worksheets). */
  firstWorksheet: string | undefined;
  sharedStrings: string | undefined;
  styles: string | undefined;
  /** Serial dates count from 1904-01-01 (files from old Mac Excel) instead of 1899-12-30. */
  date1904: boolean;
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const STRICT_REL = 'http://purl.oclc.org/ooxml/officeDocument/relationships/';

interface Relationship {
  type: string;
  target: string;
}

/** Relationship type without its namespace (`worksheet`, `officeDocument` …), transitional or strict. */
function relType(type: string): string {
  if (type.startsWith(REL)) return type.slice(REL.length);
  if (type.startsWith(STRICT_REL)) return type.slice(STRICT_REL.length);
  return type;
}

/** The relationships of a part, by id, with targets resolved against the part's folder. */
function readRelationships(zip: ZipParts, part: string): Map<string, Relationship> {
  const slash = part.lastIndexOf('/');
  const folder = part.slice(0, slash + 1);
  const xml = zip.text(`${folder}_rels/${part.slice(slash + 1)}.rels`);
  const rels = new Map<string, Relationship>();
  if (!xml) return rels;
  const cursor = new XmlCursor(xml);
  while (cursor.next()) {
    if (cursor.name !== 'Relationship' || cursor.closing || cursor.attr('TargetMode') === 'External')
      continue;
    const target = cursor.attr('Target') ?? '';
    rels.set(cursor.attr('Id') ?? '', {
      type: relType(cursor.attr('Type') ?? ''),
      target: target.startsWith('/') ? normalizePartName(target) : resolvePath(folder, target),
    });
  }
  return rels;
}

function resolvePath(folder: string, target: string): string {
  const parts: string[] = [];
  for (const segment of `${folder}${target}`.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function firstOfType(rels: Map<string, Relationship>, type: string): string | undefined {
  for (const rel of rels.values()) if (rel.type === type) return rel.target;
  return undefined;
}

/** Reads the package's relationships and workbook to find the parts of its first worksheet. */
export function readWorkbookParts(zip: ZipParts): WorkbookParts {
  const workbook = firstOfType(readRelationships(zip, ''), 'officeDocument') ?? 'xl/workbook.xml';
  const rels = readRelationships(zip, workbook);
  const xml = zip.text(workbook);
  let firstWorksheet: string | undefined;
  let date1904 = false;
  if (xml) {
    const cursor = new XmlCursor(xml);
    while (cursor.next()) {
      if (cursor.closing) continue;
      if (cursor.name === 'workbookPr') {
        const value = cursor.attr('date1904');
        date1904 = value === '1' || value === 'true';
      } else if (cursor.name === 'sheet' && firstWorksheet === undefined) {
        const rel = rels.get(cursor.attr('id') ?? '');
        if (rel?.type === 'worksheet') firstWorksheet = rel.target;
      }
    }
  }
  return {
    firstWorksheet,
    sharedStrings: firstOfType(rels, 'sharedStrings'),
    styles: firstOfType(rels, 'styles'),
    date1904,
  };
}
