/**
 * The one rule for what a user reads when a call fails (spec 000 §8): the server's
 * `actualMessage` first, then its `message`, then the client's own text.
 *
 * @example errorMessage({ success: false, message: 'Customer not found' }, 'Request failed') // 'Customer not found'
 */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { actualMessage, message } = body as { actualMessage?: unknown; message?: unknown };
    if (typeof actualMessage === 'string' && actualMessage.trim()) return actualMessage;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
