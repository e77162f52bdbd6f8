/** The server's `{ "error": "..." }` field when the body is that JSON, else the raw text. */
export function serverText(bodyText: string): string {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the raw text is the message.
  }
  return bodyText;
}
