/**
 * The fakes' tool calls (fake-inference-servers.ts): a request with tools whose last message is
 * not a tool result is answered with one call of its first tool, with these arguments; the
 * answer to the tool's result is the usual words.
 */
export const FAKE_TOOL_ARGUMENTS = { city: 'Paris' };

/** The streamed fragments of the arguments (OpenAI-compatible servers split them). */
export const FAKE_TOOL_FRAGMENTS = ['{"city":', ' "Paris"}'];

export const FAKE_TOOL_CALL_ID = 'call_fake0';

/** The name of the tool the fake calls, or null when it answers in words. */
export function toolToCall(body: Record<string, unknown>): string | null {
  const tools = body.tools as { function?: { name?: string } }[] | undefined;
  const messages = (body.messages ?? []) as { role?: string }[];
  if (!Array.isArray(tools) || tools.length === 0 || messages.at(-1)?.role === 'tool') return null;
  return tools[0].function?.name ?? null;
}
