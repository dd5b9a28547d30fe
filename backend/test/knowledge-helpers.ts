import { ApiClient, expectStatus } from './api-client';

export interface DocumentBody {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  status: 'queued' | 'processing' | 'ready' | 'failed';
  chunks: number;
  pages: number | null;
  error: string | null;
  createdAt: string;
}

/** POST /api/knowledge/documents as a browser's form would send it. */
export async function uploadDocument(
  client: ApiClient,
  bytes: Buffer,
  filename: string,
  title?: string,
) {
  if (!client.csrfToken) await client.csrf();
  const req = client.agent
    .post('/api/knowledge/documents')
    .set('X-CSRF-Token', client.csrfToken!)
    .attach('file', bytes, filename);
  return title === undefined ? req : req.field('title', title);
}

/** Uploads and waits until processing has ended (ready or failed); the jest timeout bounds it. */
export async function uploadAndProcess(
  client: ApiClient,
  bytes: Buffer,
  filename: string,
): Promise<DocumentBody> {
  const res = await uploadDocument(client, bytes, filename).then(expectStatus(201));
  return processed(client, res.body.document.id);
}

export async function processed(client: ApiClient, id: string): Promise<DocumentBody> {
  for (;;) {
    const res = await client.agent.get(`/api/knowledge/documents/${id}`).then(expectStatus(200));
    const document = res.body.document as DocumentBody;
    if (document.status === 'ready' || document.status === 'failed') return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SearchResult {
  documentId: string;
  documentName: string;
  excerpt: string;
  location: string;
  score: number;
}

export async function search(client: ApiClient, q: string): Promise<SearchResult[]> {
  const res = await client.agent.get('/api/knowledge/search').query({ q }).then(expectStatus(200));
  return res.body.results as SearchResult[];
}

/** A handbook whose pages each answer one question, for checking page citations. */
export const HANDBOOK_PAGES = [
  ['Employee handbook', 'Welcome to Northwind. This handbook describes how we work.'],
  ['Working hours', 'Core hours are ten to four. Flexible starts are agreed with your manager.'],
  [
    'Travel policy',
    'Flights under six hours are booked in economy class through the Zephyr portal.',
    'Hotel stays are reimbursed up to 180 euros a night with an itemised receipt.',
  ],
];
