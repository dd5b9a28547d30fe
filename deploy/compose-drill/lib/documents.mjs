// The organization's document: a handbook uploaded and read, then a question only it answers.
import { expectStatus, signIn } from './accounts.mjs';
import { check } from './log.mjs';
import { answerText, sseEvents } from './web-client.mjs';

const HANDBOOK_NAME = 'travel-handbook.md';
const HANDBOOK = `# Northwind travel handbook

## Booking flights

Flights under six hours are booked in economy class through the Zephyr portal.

## Hotels

Hotel stays are reimbursed up to 180 euros a night with an itemised receipt.
`;
const HANDBOOK_QUESTION = 'Which portal do I book short flights through?';

/** Uploads the handbook as the owner's browser would (multipart) and waits until it is read. */
export async function uploadHandbook(client) {
  const form = new FormData();
  form.append('file', new Blob([HANDBOOK], { type: 'text/markdown' }), HANDBOOK_NAME);
  const uploaded = expectStatus(
    await client.request('POST', '/api/knowledge/documents', { form }),
    201,
    'document upload',
  );
  return processed(client, uploaded.document.id);
}

/** Polls the document until it is read (ready) or not (failed: the drill fails). */
async function processed(client, id) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { document } = expectStatus(
      await client.get(`/api/knowledge/documents/${id}`),
      200,
      'GET the document',
    );
    if (document.status === 'ready') return document;
    check(document.status !== 'failed', `document processing failed: ${document.error}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  check(false, 'the document was not processed within 120 s');
}

/**
 * A member asks the docs assistant what only the handbook knows: the answer cites it. Before the
 * organization has an AI server the built-in engine answers, and its answer says the fact; once
 * it has one (`answeredBy`, e.g. "mistral:7b on Compose drill Ollama"), that server answers: the
 * drill's Ollama stand-in only repeats the question, so the answer must name the server instead.
 */
export async function citedAnswer(base, username, answeredBy) {
  const client = await signIn(base, username);
  const res = await client.post('/api/assistants/docs/stream', {
    query: HANDBOOK_QUESTION,
    sessionId: 'drill-docs',
  });
  expectStatus(res, 200, 'POST /api/assistants/docs/stream');
  const events = sseEvents(res.text);
  const source = events
    .find((e) => e.type === 'metadata')
    ?.sources?.find((s) => s.startsWith(HANDBOOK_NAME));
  check(source, `the answer cites no ${HANDBOOK_NAME}: ${JSON.stringify(events[0])}`);
  if (answeredBy) {
    const metadata = events.find((e) => e.type === 'metadata');
    check(
      metadata.answeredBy === answeredBy && answerText(events).length > 0,
      `the answer came from "${metadata.answeredBy}", not the organization's server "${answeredBy}"`,
    );
    return source;
  }
  check(
    answerText(events).includes('Zephyr portal'),
    `the answer does not say "Zephyr portal": ${answerText(events).slice(0, 300)}`,
  );
  return source;
}
