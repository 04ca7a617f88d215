/**
 * Whether an error means the database could not be reached or the connection ended under the request — a server
 * restart, a failover, an idle-timeout proxy, a full server — rather than anything the request did. Such a request is
 * answered 503 with Retry-After: the shop is fine and the next try, on a new connection, will most likely succeed.
 */

/** PostgreSQL's codes for a server going away or refusing connections (class 08: connection exceptions). */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors. */
const SOCKET_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg says when a connection ended or could not be had in time. */
const DRIVER_MESSAGES = ['Connection terminated', 'Client has encountered a connection error and is not queryable', 'timeout exceeded when trying to connect', 'Client was closed and is not queryable'];

/** Causes followed at most this deep (drizzle wraps the driver's error in its own). */
const CAUSE_DEPTH = 5;

export function isLostConnection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < CAUSE_DEPTH && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SERVER_GONE.has(code) || code.startsWith('08') || SOCKET_GONE.has(code))) return true;
    if (DRIVER_MESSAGES.some((m) => current instanceof Error && current.message.startsWith(m))) return true;
    current = current.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again. */
export const LOST_CONNECTION_RETRY_SECONDS = 2;
