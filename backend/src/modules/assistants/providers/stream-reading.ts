/** Splits a fetch body into text lines (LF, CRLF or CR), stopping when `signal` aborts. */
export async function* readLines(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): AsyncIterable<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    while (!signal.aborted) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last element may be an incomplete line (or a lone CR of a CRLF split in two).
      buffer = lines.pop() ?? '';
      for (const line of lines) yield line;
    }
    if (buffer && !signal.aborted) yield buffer;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The `data` payloads of a server-sent event stream: events end at a blank line, comment lines
 * (":") are ignored, one space after "data:" is dropped and multi-line data is joined with "\n".
 */
export async function* readSseData(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): AsyncIterable<string> {
  let data: string[] = [];
  for await (const line of readLines(body, signal)) {
    if (line === '') {
      if (data.length) yield data.join('\n');
      data = [];
    } else if (line.startsWith('data:')) {
      data.push(line.slice(5).replace(/^ /, ''));
    }
  }
  if (data.length) yield data.join('\n');
}

export async function upstreamError(service: string, res: Response): Promise<Error> {
  const body = await res.text().catch(() => '');
  return new Error(`${service} answered HTTP ${res.status}: ${body.slice(0, 200)}`);
}
