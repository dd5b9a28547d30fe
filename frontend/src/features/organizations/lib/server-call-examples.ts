/**
 * How a program calls a server's model: through IronKeep's OpenAI-compatible API (`/api/v1` on
 * IronKeep's own origin) with an API token, never at the server's address, which is the one
 * IronKeep reaches it at and often not reachable from the caller (issue 42).
 */
export const gatewayBaseUrl = (origin: string) => `${origin}/api/v1`;

export function curlChatExample(origin: string, model: string): string {
  const body = JSON.stringify({ model, messages: [{ role: 'user', content: 'Hello' }] });
  return [
    `curl ${gatewayBaseUrl(origin)}/chat/completions \\`,
    '  -H "Authorization: Bearer $IRONKEEP_TOKEN" \\',
    '  -H "Content-Type: application/json" \\',
    // JSON.stringify escapes nothing a single-quoted shell word cannot hold but a quote itself.
    `  -d '${body.replaceAll("'", "'\\''")}'`,
  ].join('\n');
}

export function pythonChatExample(origin: string, model: string): string {
  return [
    'import os',
    'from openai import OpenAI',
    '',
    'client = OpenAI(',
    `    base_url=${JSON.stringify(gatewayBaseUrl(origin))},`,
    '    api_key=os.environ["IRONKEEP_TOKEN"],',
    ')',
    'reply = client.chat.completions.create(',
    `    model=${JSON.stringify(model)},`,
    '    messages=[{"role": "user", "content": "Hello"}],',
    ')',
    'print(reply.choices[0].message.content)',
  ].join('\n');
}
