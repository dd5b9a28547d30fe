import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { docx, pdfWithPages } from './knowledge-documents';
import {
  HANDBOOK_PAGES,
  processed,
  search,
  uploadAndProcess,
  uploadDocument,
} from './knowledge-helpers';
import { addMember, newOrganization, Organization, signUp } from './organizations-helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('Knowledge documents API', () => {
  let app: NestFastifyApplication;
  let org: Organization;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
    org = await newOrganization(app);
  });
  afterAll(() => app.close());

  it('uploads a PDF, processes it off the request, and finds its passages with the page', async () => {
    const pdf = await pdfWithPages(HANDBOOK_PAGES);
    const res = await uploadDocument(org.owner.client, pdf, 'scan.bin', 'Handbook.pdf').then(
      expectStatus(201),
    );
    expect(res.body.document).toEqual({
      id: expect.any(String),
      name: 'Handbook.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      status: 'queued',
      chunks: 0,
      pages: null,
      error: null,
      createdAt: expect.any(String),
    });
    const ready = await processed(org.owner.client, res.body.document.id);
    expect(ready).toMatchObject({ status: 'ready', chunks: 3, pages: 3, error: null });
    const [best] = await search(org.owner.client, 'How much is a hotel reimbursed per night?');
    expect(best).toMatchObject({
      documentId: ready.id,
      documentName: 'Handbook.pdf',
      location: 'p. 3',
      excerpt: expect.stringContaining('180 euros a night'),
    });
    expect(best.score).toBeGreaterThan(0);
  });

  it('reads a DOCX at its headings and lists documents newest first', async () => {
    const file = docx([
      { heading: 1, text: 'Security' },
      { text: 'Laptops lock after five minutes of inactivity.' },
    ]);
    const doc = await uploadAndProcess(org.owner.client, file, 'IT rules.docx');
    expect(doc).toMatchObject({
      status: 'ready',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const [hit] = await search(org.owner.client, 'when do laptops lock');
    expect(hit).toMatchObject({ documentName: 'IT rules.docx', location: 'Security' });
    const list = await org.owner.client.agent
      .get('/api/knowledge/documents')
      .then(expectStatus(200));
    expect(list.body.documents[0]).toMatchObject({ id: doc.id, chunks: 1, status: 'ready' });
  });

  it('recognises the type by content, not by the name', async () => {
    const html = Buffer.from('<!doctype html><h1>Parking</h1><p>Use lot B on weekdays.</p>');
    const asText = await uploadAndProcess(org.owner.client, html, 'parking.txt');
    expect(asText).toMatchObject({ mimeType: 'text/html', status: 'ready' });
    const md = await uploadAndProcess(
      org.owner.client,
      Buffer.from('# Leave\n\nTwenty days.'),
      'x.pdf',
    );
    expect(md.mimeType).toBe('text/markdown');
    for (const [bytes, name] of [
      [PNG, 'photo.pdf'],
      [Buffer.from('PK\u0003\u0004 not a word file'), 'file.docx'],
      [Buffer.from([0, 1, 2, 3, 255, 254]), 'notes.txt'],
    ] as const) {
      const res = await uploadDocument(org.owner.client, bytes, name);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_DOCUMENT_TYPE' });
    }
  });

  it('refuses a file over 25 MB with 413, and a request that is not multipart with 415', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x61);
    const res = await uploadDocument(org.owner.client, big, 'big.txt');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'DOCUMENT_TOO_LARGE' });
    const json = await org.owner.client.post('/api/knowledge/documents', { file: 'x' });
    expect(json.body).toMatchObject({ statusCode: 415, code: 'MULTIPART_REQUIRED' });
    const empty = await uploadDocument(org.owner.client, Buffer.alloc(0), 'empty.txt');
    expect(empty.body).toMatchObject({ statusCode: 400, code: 'EMPTY_DOCUMENT' });
  });

  it('reads the multipart body itself: the file field, one file, the title, and clear refusals', async () => {
    const { client } = org.owner;
    const post = () =>
      client.agent.post('/api/knowledge/documents').set('X-CSRF-Token', client.csrfToken!);
    const text = Buffer.from('Leave policy: twenty days a year.\n');
    const invalid = (reason: string) => ({
      statusCode: 400,
      code: 'INVALID_UPLOAD',
      message: reason,
    });

    const wrongField = await post().attach('document', text, 'policy.txt');
    expect(wrongField.body).toMatchObject(invalid('Send the file in the field "file".'));
    const twoFiles = await post().attach('file', text, 'a.txt').attach('file', text, 'b.txt');
    expect(twoFiles.body).toMatchObject(invalid('Send one file at a time.'));
    const manyFields = post().attach('file', text, 'a.txt');
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) manyFields.field(name, 'x');
    expect((await manyFields).body).toMatchObject(
      invalid('Send only the fields "file" and "title".'),
    );
    const noFile = await post().field('title', 'Only a title');
    expect(noFile.body).toMatchObject({ statusCode: 400, code: 'DOCUMENT_FILE_REQUIRED' });
    const noBoundary = await post().set('Content-Type', 'multipart/form-data').send('x');
    expect(noBoundary.body).toMatchObject({ statusCode: 415, code: 'MULTIPART_REQUIRED' });
    const truncated = await post()
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf');
    expect(truncated.body).toMatchObject(
      invalid('The upload was incomplete or malformed. Try again.'),
    );

    // Title after the file, and a client path in the file name, as some browsers send it.
    const titled = await post()
      .attach('file', text, 'C:\\Users\\me\\policy.txt')
      .field('title', '  Leave policy  ')
      .then(expectStatus(201));
    expect(titled.body.document.name).toBe('Leave policy');
    const named = await uploadDocument(client, text, 'policy.txt').then(expectStatus(201));
    expect(named.body.document.name).toBe('policy.txt');
  });

  it('lets every member search, the owner alone upload and delete; everyone else gets 404 or 401', async () => {
    const doc = await uploadAndProcess(
      org.owner.client,
      Buffer.from('# Canteen\n\nThe canteen serves lunch from noon.'),
      'canteen.md',
    );
    const member = await addMember(app, org);
    expect((await search(member.client, 'canteen lunch'))[0].documentId).toBe(doc.id);
    const memberUpload = await uploadDocument(member.client, Buffer.from('hello'), 'a.txt');
    expect(memberUpload.body).toMatchObject({ statusCode: 403, code: 'NOT_ORGANIZATION_ADMIN' });
    const memberDelete = await member.client.send('delete', `/api/knowledge/documents/${doc.id}`);
    expect(memberDelete.status).toBe(403);

    const other = await newOrganization(app);
    expect(await search(other.owner.client, 'canteen lunch')).toEqual([]);
    for (const res of [
      await other.owner.client.agent.get(`/api/knowledge/documents/${doc.id}`),
      await other.owner.client.send('delete', `/api/knowledge/documents/${doc.id}`),
    ]) {
      expect(res.body).toMatchObject({ statusCode: 404, code: 'DOCUMENT_NOT_FOUND' });
    }
    const loner = await signUp(app);
    const none = await loner.client.agent.get('/api/knowledge/search').query({ q: 'canteen' });
    expect(none.body).toMatchObject({ statusCode: 404, code: 'NO_ORGANIZATION' });
    const visitor = new ApiClient(app);
    expect((await visitor.agent.get('/api/knowledge/documents')).status).toBe(401);
    expect((await uploadDocument(visitor, Buffer.from('x'), 'a.txt')).status).toBe(401);
  });

  it('deletes a document: gone from search and from reads', async () => {
    const doc = await uploadAndProcess(
      org.owner.client,
      Buffer.from('Bicycle storage is in the basement, next to the showers.'),
      'bikes.txt',
    );
    expect((await search(org.owner.client, 'bicycle storage'))[0]).toMatchObject({
      documentId: doc.id,
      location: 'line 1',
    });
    await org.owner.client
      .send('delete', `/api/knowledge/documents/${doc.id}`)
      .then(expectStatus(204));
    expect(await search(org.owner.client, 'bicycle storage')).toEqual([]);
    const gone = await org.owner.client.agent.get(`/api/knowledge/documents/${doc.id}`);
    expect(gone.status).toBe(404);
    const again = await org.owner.client.send('delete', `/api/knowledge/documents/${doc.id}`);
    expect(again.status).toBe(404);
    // Both ends are in the organization's audit trail, with the owner as the actor.
    const trail = await org.owner.client.agent.get('/api/organizations/audit?limit=50').expect(200);
    const entries = (trail.body.data as { action: string; target: { id: string } | null }[])
      .filter((e) => e.target?.id === doc.id)
      .map((e) => e.action);
    expect(entries).toEqual(['knowledge_document_deleted', 'knowledge_document_uploaded']);
  });

  it('validates the search and the ids', async () => {
    const blank = await org.owner.client.agent.get('/api/knowledge/search').query({ q: '  ' });
    expect(blank.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['Enter a question or some words to search for'],
    });
    const long = await org.owner.client.agent
      .get('/api/knowledge/search')
      .query({ q: 'a'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await search(org.owner.client, 'the and of')).toEqual([]);
    const badId = await org.owner.client.agent.get('/api/knowledge/documents/not-a-uuid');
    expect(badId.status).toBe(404);
  });
});
