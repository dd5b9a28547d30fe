import { strToU8, zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Documents for the knowledge tests, written at test time (nothing binary is committed): real
 * PDFs (pdf-lib), DOCX files (a minimal WordprocessingML package zipped with fflate), and the
 * hostile files processing must fail cleanly on.
 */

/** A PDF with one page per entry, each line of the entry drawn as a line of text. */
export async function pdfWithPages(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 16, size: 11, font }));
  }
  return Buffer.from(await doc.save());
}

export interface DocxBlock {
  heading?: 1 | 2 | 3;
  text: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function docxParts(body: Uint8Array): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': body,
  };
}

/** A Word document; headings use the built-in Heading N styles, which mammoth maps to hN. */
export function docx(blocks: DocxBlock[]): Buffer {
  const paragraphs = blocks
    .map(
      (b) =>
        `<w:p>${b.heading ? `<w:pPr><w:pStyle w:val="Heading${b.heading}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(b.text)}</w:t></w:r></w:p>`,
    )
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`;
  return Buffer.from(zipSync(docxParts(strToU8(xml))));
}

/**
 * A DOCX whose document.xml unpacks to `megabytes` MB of spaces: a zip bomb (about 1,000 to 1).
 * Zipped by hand with node:zlib, which compresses it in a second where fflate takes eight.
 */
export function zipBombDocx(megabytes: number): Buffer {
  const parts = docxParts(new Uint8Array(0));
  const entries = Object.entries(parts).map(([name, data]) =>
    name === 'word/document.xml'
      ? zipEntry(name, Buffer.alloc(megabytes * 1048576, 0x20))
      : zipEntry(name, Buffer.from(data)),
  );
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    e.fields.copy(header, 4);
    header.writeUInt16LE(e.name.length, 26);
    local.push(header, e.name, e.data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    e.fields.copy(entry, 6);
    entry.writeUInt16LE(e.name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, e.name);
    offset += 30 + e.name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/** The fields local and central headers share (version, flags, method, time, CRC, sizes). */
function zipEntry(name: string, plain: Buffer) {
  const data = deflateRawSync(plain, { level: 9 });
  const fields = Buffer.alloc(22);
  fields.writeUInt16LE(20, 0); // version needed
  fields.writeUInt16LE(8, 4); // deflate
  fields.writeUInt32LE(crc32(plain), 10);
  fields.writeUInt32LE(data.length, 14);
  fields.writeUInt32LE(plain.length, 18);
  return { name: Buffer.from(name), data, fields };
}

/** Objects and a trailer; pdf.js rebuilds the missing cross-reference table, as for damaged files. */
function rawPdf(objects: (string | Buffer)[], trailer: string): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  objects.forEach((body, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from(`trailer\n${trailer}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const PAGE_TREE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
];

/** A PDF encrypted with a user password (RC4, revision 2): the empty password does not open it. */
export function passwordProtectedPdf(): Buffer {
  const hex = (n: number) => randomBytes(n).toString('hex');
  return rawPdf(
    [
      ...PAGE_TREE,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -44 >>`,
    ],
    `<< /Root 1 0 R /Size 5 /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>`,
  );
}

/**
 * A PDF that never ends: one page whose compressed content stream (a few hundred KB) unpacks
 * to `megabytes` MB of text-drawing operators, millions of them for the reader to work through.
 */
export function endlessPdf(megabytes = 64): Buffer {
  const op = 'BT /F1 12 Tf 72 712 Td (endless) Tj ET\n';
  const content = deflateSync(Buffer.from(op.repeat(Math.ceil((megabytes * 1048576) / op.length))));
  const stream = Buffer.concat([
    Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ]);
  return rawPdf(
    [
      ...PAGE_TREE,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      stream,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
    '<< /Root 1 0 R /Size 6 >>',
  );
}
