/**
 * Open pages told the moment a stone they show changes (issue 39, item 3): a shopper's diamond search, a stone's
 * detail, the compare tray, the ring confirmation and the cart hold one Server-Sent Events stream each
 * (GET /api/diamond/changes); every instance tells its own streams what the database's change notices say (the same
 * notices that keep its diamond index current, `search/live-index.ts`), so a stone reserved through one instance
 * leaves the pages open on every other within moments. Each stream is told every change (a few a minute in a shop's
 * day); the page picks out the stones it shows.
 *
 * Bounded: at most `maxStreams` streams an instance (more are refused 503 with a `Retry-After`, and the browser's
 * EventSource tries again); a comment every `heartbeatMs` keeps a quiet stream open through proxies that close idle
 * connections; a closed tab's stream is forgotten at once; at shutdown every stream is ended first, so a stop is
 * not held up by open pages.
 */
import type { ServerResponse } from 'node:http';
import { STONE_CHANGES_EVENT, type StoneChange } from '../../../domain/contract/stone-changes.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import type { StoneState } from './search/diamond-index.ts';

export interface StoneWatchOptions {
  maxStreams: number;
  heartbeatMs: number;
}

export const STONE_WATCH_DEFAULTS: StoneWatchOptions = { maxStreams: 2_000, heartbeatMs: 25_000 };

/** How long a browser waits before opening its stream again after it was ended (sent to it as `retry`). */
const RECONNECT_MS = 3_000;
/**
 * A stream whose reader takes nothing (a stalled or hostile client) is ended once this much waits unsent, so it cannot
 * grow the shop's memory event by event; a browser that is merely slow opens it again.
 */
export const MAX_UNSENT_BYTES = 64 * 1024;

export interface StoneWatch {
  /** Tells every open stream of these stones' new states. */
  tell(states: readonly StoneState[]): void;
  /** At most this many streams are open at once on this instance. */
  maxStreams: number;
  /** Opens a stream on this response, or answers false when the instance holds as many as it may. */
  open(response: ServerResponse, headers: Record<string, string | number | readonly string[]>): boolean;
  /** How many streams are open. */
  streams(): number;
  /** Ends every stream (the shop is stopping). */
  close(): void;
}

/** What shoppers are told of one stone: its certificate, offered, reserved by another order or gone, and its price. */
export function stoneChangesOf(states: readonly StoneState[]): StoneChange[] {
  const told = new Map<string, StoneChange>();
  for (const s of states) {
    if (!s.certificate) continue;
    told.set(s.certificate, { CERTIFICATE_NO: s.certificate, state: s.offered ? 'offered' : s.reserved ? 'reserved' : 'gone', MYR_PRICE: ringgitFromSen(s.priceSen) });
  }
  return [...told.values()];
}

export function createStoneWatch(options: StoneWatchOptions = STONE_WATCH_DEFAULTS): StoneWatch {
  const open = new Set<ServerResponse>();
  const send = (text: string) => {
    for (const response of open) {
      if (response.writableLength > MAX_UNSENT_BYTES) {
        open.delete(response);
        response.destroy();
      } else response.write(text);
    }
  };
  const heartbeat = setInterval(() => send(': still here\n\n'), options.heartbeatMs);
  heartbeat.unref();

  return {
    maxStreams: options.maxStreams,
    tell(states) {
      const changes = stoneChangesOf(states);
      if (changes.length === 0 || open.size === 0) return;
      send(`event: ${STONE_CHANGES_EVENT}\ndata: ${JSON.stringify(changes)}\n\n`);
    },
    open(response, headers) {
      if (open.size >= options.maxStreams) return false;
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx and some other proxies hold a response back until it ends unless told not to
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      response.write(`retry: ${RECONNECT_MS}\n\n`);
      open.add(response);
      const forget = () => open.delete(response);
      response.once('close', forget);
      response.once('error', forget);
      return true;
    },
    streams: () => open.size,
    close() {
      clearInterval(heartbeat);
      for (const response of open) response.end();
      open.clear();
    },
  };
}
