import {
  docx,
  endlessPdf,
  passwordProtectedPdf,
  pdfWithPages,
  zipBombDocx,
} from '../../../../test/knowledge-documents';
import { DOCUMENT_MIME_TYPES, DocumentMimeType } from '../document-types';
import { termToken } from '../search/term-tokens';
import { ExtractionOutput } from './extraction-job';
import { runExtraction } from './extraction-runner';

// Each test starts a worker thread that loads pdf.js or mammoth: beside the other suites of
// `make test` that took over jest's default 5 s once. The extraction's own limit is 20 s.
jest.setTimeout(30_000);

const termKey = Buffer.alloc(32, 7);
const limits = { timeoutMs: 20_000, memoryMb: 256 };

function extract(bytes: Uint8Array, mimeType: DocumentMimeType, overrides = {}) {
  return runExtraction(
    { bytes: new Uint8Array(bytes), mimeType, name: 'Handbook.pdf', termKey, maxChunks: 1000 },
    { ...limits, ...overrides },
    new AbortController().signal,
  );
}

function chunksOf(output: ExtractionOutput) {
  if (!output.ok) throw new Error(`extraction failed: ${output.reason}`);
  return output.chunks;
}

describe('runExtraction (a worker thread per document)', () => {
  it('reads a PDF page by page, citing pages, with hashed terms only', async () => {
    const pdf = await pdfWithPages([
      ['Welcome to the handbook.'],
      ['Travel policy', 'Economy class is required for flights under six hours.'],
    ]);
    const output = await extract(pdf, DOCUMENT_MIME_TYPES.pdf);
    expect(output).toMatchObject({ ok: true, pageCount: 2 });
    const chunks = chunksOf(output);
    expect(chunks.map((c) => [c.location, c.page])).toEqual([
      ['p. 1', 1],
      ['p. 2', 2],
    ]);
    expect(chunks[1].text).toContain('Economy class is required');
    expect(chunks[1].tokens).not.toMatch(/economy/i);
    expect(chunks[1].tokens.split(' ')).toContain(termToken(termKey, 'economy'));
    // The document's name is part of every chunk's terms.
    expect(chunks[0].tokens.split(' ')).toContain(termToken(termKey, 'handbook'));
  });

  it('reads a DOCX at its headings', async () => {
    const file = docx([
      { text: 'Intro paragraph.' },
      { heading: 1, text: 'Expenses' },
      { text: 'Receipts are needed for anything above 25 euros.' },
    ]);
    const chunks = chunksOf(await extract(file, DOCUMENT_MIME_TYPES.docx));
    expect(chunks.map((c) => c.location)).toEqual(['Opening section', 'Expenses']);
    expect(chunks[1].text).toBe('Receipts are needed for anything above 25 euros.');
  });

  it('reads HTML and Markdown at their headings, and plain text by lines', async () => {
    const html =
      '<html><script>var x=1</script><h2>Parking</h2><p>Park in <a href="/x">lot B</a>.</p>';
    expect(chunksOf(await extract(Buffer.from(html), DOCUMENT_MIME_TYPES.html))).toEqual([
      expect.objectContaining({ location: 'Parking', text: 'Park in lot B.' }),
    ]);
    const md = '# Title\n\nIntro.\n\n## Leave\n\n```\n# not a heading\n```\nTwenty days.';
    const mdChunks = chunksOf(await extract(Buffer.from(md), DOCUMENT_MIME_TYPES.markdown));
    expect(mdChunks.map((c) => c.location)).toEqual(['Title', 'Leave']);
    expect(mdChunks[1].text).toContain('# not a heading');
    const text = 'First line.\nSecond line.\n\nThird paragraph.';
    const textChunks = chunksOf(await extract(Buffer.from(text), DOCUMENT_MIME_TYPES.text));
    expect(textChunks.map((c) => c.location)).toEqual(['lines 1–4']);
  });

  it('fails a password-protected PDF with a readable reason', async () => {
    expect(await extract(passwordProtectedPdf(), DOCUMENT_MIME_TYPES.pdf)).toEqual({
      ok: false,
      reason: 'The PDF is password-protected. Remove the password and upload it again.',
    });
  });

  it('refuses a zip bomb DOCX from its declared sizes, without unpacking it', async () => {
    expect(await extract(zipBombDocx(300), DOCUMENT_MIME_TYPES.docx)).toEqual({
      ok: false,
      reason: 'The Word document unpacks to more than 200 MB, so it was not read.',
    });
  });

  it("counts the reading against the time limit, not the worker's start", async () => {
    // Starting the thread and loading pdf.js and mammoth takes longer than this limit (seconds
    // under load); refusing the bomb once the worker is up takes a millisecond.
    expect(await extract(zipBombDocx(300), DOCUMENT_MIME_TYPES.docx, { timeoutMs: 100 })).toEqual({
      ok: false,
      reason: 'The Word document unpacks to more than 200 MB, so it was not read.',
    });
  });

  it('stops a PDF that never ends at the time limit', async () => {
    expect(await extract(endlessPdf(), DOCUMENT_MIME_TYPES.pdf, { timeoutMs: 1_500 })).toEqual({
      ok: false,
      reason:
        'Reading the document took longer than 2 seconds, so it was stopped. The file may be damaged or too complex.',
    });
  });

  it('stops a reader that outgrows its memory limit, not the process', async () => {
    const output = await extract(endlessPdf(), DOCUMENT_MIME_TYPES.pdf, {
      timeoutMs: 120_000,
      memoryMb: 64,
    });
    expect(output).toEqual({
      ok: false,
      reason:
        'Reading the document needed more than 64 MB of memory, so it was stopped. The file may be damaged or too complex.',
    });
  }, 130_000);

  it('fails damaged files and documents without text', async () => {
    const damaged = await extract(Buffer.from('%PDF-1.7\nnothing else'), DOCUMENT_MIME_TYPES.pdf);
    expect(damaged.ok).toBe(false);
    const notDocx = await extract(Buffer.from('PK\u0003\u0004broken'), DOCUMENT_MIME_TYPES.docx);
    expect(notDocx).toEqual({
      ok: false,
      reason: 'The file is not a readable Word document; it may be damaged.',
    });
    const blank = await extract(await pdfWithPages([[]]), DOCUMENT_MIME_TYPES.pdf);
    expect(blank).toMatchObject({
      ok: false,
      reason: expect.stringContaining('No text was found'),
    });
  });
});
