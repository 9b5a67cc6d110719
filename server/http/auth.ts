import type { SessionTimes, SessionUser } from '../../shared/contract/auth/index.js';

/** Who is calling: resolved from the token on every signed-in request. */
export interface AuthContext {
  user: SessionUser;
  accountId: string;
  sessionId: string;
  /** When the session ends, as of this request: the client warns before (UX.md §0). */
  session: SessionTimes;
}

/** The token from `Authorization: Bearer …` or the spec's `access-token` header. */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const accessToken = headers['access-token'];
  return typeof accessToken === 'string' && accessToken.trim() ? accessToken.trim() : undefined;
}
