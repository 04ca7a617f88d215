import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Aggregator } from 'prom-client';

/**
 * The shop's Prometheus metrics: the one registry of this process and every metric in it, named `kilau_…` (the
 * request durations and Node's process figures aside). Services record what happened through `measure`, in the
 * shop's words, after the transaction that did it has committed; figures read at each scrape (the outbox, the
 * picture queue) are read from the sources the app hands over with `watch`. Served at /metrics (http/metrics.ts);
 * with several shop processes each keeps its own and the first process adds them up (cluster-metrics.ts), each
 * gauge as its `aggregator` says.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Seconds to seconds: a search answered from memory takes milliseconds, a picture drawn a tenth of a second. */
const FAST = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const SLOW = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

const ordersPlaced = new Counter({ name: 'kilau_orders_placed_total', help: 'Orders placed, by payment method', labelNames: ['payment_method'] as const, registers: [registry] });
const orderValue = new Counter({ name: 'kilau_orders_placed_value_sen_total', help: 'Value of the orders placed in sen (RM 1 = 100), by payment method', labelNames: ['payment_method'] as const, registers: [registry] });
const payments = new Counter({ name: 'kilau_payments_total', help: 'Payment attempts settled by the gateway, by method and outcome (paid, failed)', labelNames: ['method', 'outcome'] as const, registers: [registry] });
const requeries = new Counter({
  name: 'kilau_payment_requeries_total',
  help: 'Pending payment attempts asked about at the gateway, by its answer (paid, failed, pending, settled before, refused, no answer)',
  labelNames: ['answer'] as const,
  registers: [registry],
});
const reservationsExpired = new Counter({ name: 'kilau_reservations_expired_total', help: 'Unpaid orders cancelled because their reservation of stones ran out', registers: [registry] });

const outboxDeliveries = new Counter({ name: 'kilau_outbox_deliveries_total', help: 'E-mails of the outbox the SMTP server accepted', registers: [registry] });
const outboxFailures = new Counter({ name: 'kilau_outbox_failures_total', help: 'E-mail deliveries that failed (final="true": given up, marked failed)', labelNames: ['final'] as const, registers: [registry] });

const feedImports = new Counter({ name: 'kilau_feed_imports_total', help: 'Uploaded supplier feeds imported, by outcome (done, failed, stopped)', labelNames: ['outcome'] as const, registers: [registry] });
const feedRows = new Counter({ name: 'kilau_feed_rows_total', help: 'Rows of imported supplier feeds, by what became of them', labelNames: ['result'] as const, registers: [registry] });

const diamondSearch = new Histogram({ name: 'kilau_diamond_search_seconds', help: 'Time the diamond search engine takes for a search (index and stones, before the answer is written)', labelNames: ['kind'] as const, buckets: FAST, registers: [registry] });

const pages = new Counter({ name: 'kilau_pages_total', help: 'Storefront pages answered from a kept page (source="kept") and pages rendered (source="rendered")', labelNames: ['source'] as const, registers: [registry] });
const sharedAnswers = new Counter({ name: 'kilau_shared_answers_total', help: 'API answers every shopper shares, sent from kept bytes (source="kept") or made (source="made")', labelNames: ['answers', 'source'] as const, registers: [registry] });

const pictureDrawing = new Histogram({ name: 'kilau_picture_render_seconds', help: 'Time to draw a new picture (in its turn, not counting the wait)', buckets: SLOW, registers: [registry] });
const picturesRefused = new Counter({ name: 'kilau_picture_renders_rejected_total', help: 'New pictures refused: the queue full (503) or too many from one address (429)', labelNames: ['reason'] as const, registers: [registry] });

const rateLimitRefusals = new Counter({ name: 'kilau_rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by rule', labelNames: ['rule'] as const, registers: [registry] });

/** What the app hands over for the figures read at each scrape. */
interface Sources {
  outbox?: () => Promise<{ waiting: number; oldestSeconds: number }>;
  pictureQueue?: () => { running: number; waiting: number };
}
const sources: Sources = {};
const index = { stones: {} as Record<string, number>, bytes: 0, builtAt: null as number | null, behindSince: null as number | null };

/** Read once per scrape for both outbox gauges. */
let outboxReading: Promise<{ waiting: number; oldestSeconds: number } | undefined> | null = null;
function readOutbox() {
  outboxReading ??= (sources.outbox?.() ?? Promise.resolve(undefined))
    .catch(() => undefined)
    .finally(() => setImmediate(() => (outboxReading = null)));
  return outboxReading;
}

/** A gauge read at each scrape; `aggregator` says how the first process of several combines the processes' figures. */
function readGauge(name: string, help: string, aggregator: Aggregator, read: () => number | undefined | Promise<number | undefined>): void {
  new Gauge({
    name,
    help,
    aggregator,
    registers: [registry],
    async collect() {
      const value = await read();
      if (value !== undefined) this.set(value);
    },
  });
}

// every process reads the same outbox: the first process takes the largest figure, not their sum
readGauge('kilau_outbox_depth', 'E-mails waiting in the outbox to be sent', 'max', async () => (await readOutbox())?.waiting);
readGauge('kilau_outbox_oldest_waiting_seconds', 'Age of the oldest e-mail waiting in the outbox (0 when none waits)', 'max', async () => (await readOutbox())?.oldestSeconds);
new Gauge({
  name: 'kilau_diamond_index_stones',
  help: 'Stones in the diamond search index, by kind (natural, lab; with several processes: the smallest)',
  labelNames: ['kind'] as const,
  aggregator: 'min',
  registers: [registry],
  collect() {
    for (const [kind, stones] of Object.entries(index.stones)) this.set({ kind }, stones);
  },
});
readGauge('kilau_diamond_index_bytes', 'Memory the diamond search index takes (with several processes: all of them)', 'sum', () => index.bytes);
readGauge('kilau_diamond_index_age_seconds', 'Seconds since the diamond search index was last built (change notices keep it current between builds)', 'max', () =>
  index.builtAt === null ? undefined : (Date.now() - index.builtAt) / 1000,
);
readGauge('kilau_diamond_index_stale_seconds', 'Seconds the diamond search index has waited for a rebuild it needs (0 when current)', 'max', () =>
  index.behindSince === null ? 0 : (Date.now() - index.behindSince) / 1000,
);
readGauge('kilau_picture_renders_queued', 'New pictures waiting for their turn to be drawn', 'sum', () => sources.pictureQueue?.().waiting ?? 0);
readGauge('kilau_picture_renders_running', 'Pictures being drawn now', 'sum', () => sources.pictureQueue?.().running ?? 0);

export type RequeryAnswer = 'paid' | 'failed' | 'pending' | 'settled before' | 'refused' | 'no answer';

/** What the shop's services tell the metrics, in the shop's words. */
export const measure = {
  orderPlaced(paymentMethod: string, totalSen: number) {
    ordersPlaced.inc({ payment_method: paymentMethod });
    orderValue.inc({ payment_method: paymentMethod }, totalSen);
  },
  paymentSettled(method: string, outcome: 'paid' | 'failed') {
    payments.inc({ method, outcome });
  },
  paymentRequeried(answer: RequeryAnswer) {
    requeries.inc({ answer });
  },
  reservationsExpired(count: number) {
    reservationsExpired.inc(count);
  },
  emailDelivered() {
    outboxDeliveries.inc();
  },
  emailFailed(final: boolean) {
    outboxFailures.inc({ final: String(final) });
  },
  feedImported(outcome: 'done' | 'failed' | 'stopped', rows?: Record<'inserted' | 'updated' | 'unchanged' | 'rejected' | 'marked_unavailable', number>) {
    feedImports.inc({ outcome });
    for (const [result, count] of Object.entries(rows ?? {})) feedRows.inc({ result }, count);
  },
  diamondSearched(kind: string, seconds: number) {
    diamondSearch.observe({ kind }, seconds);
  },
  diamondIndexBuilt(stones: Record<string, number>, bytes: number, startedAt: number) {
    Object.assign(index, { stones, bytes, builtAt: Date.now() });
    // a build that began after the index fell behind has taken in what it missed
    if (index.behindSince !== null && index.behindSince <= startedAt) index.behindSince = null;
  },
  /** A change the index cannot apply in place: it is behind until a rebuild begun after now ends. */
  diamondIndexBehind() {
    index.behindSince ??= Date.now();
  },
  pageAnswered(source: 'kept' | 'rendered') {
    pages.inc({ source });
  },
  sharedAnswer(answers: string, source: 'kept' | 'made') {
    sharedAnswers.inc({ answers, source });
  },
  pictureDrawn(seconds: number) {
    pictureDrawing.observe(seconds);
  },
  pictureRefused(reason: 'queue full' | 'rate limited') {
    picturesRefused.inc({ reason });
  },
  rateLimitRefused(rule: string) {
    rateLimitRefusals.inc({ rule });
  },
};

/**
 * Hands over a source of figures read at each scrape; answers a function that takes it back (an app that closes).
 * The last one handed over is read (one shop per process; tests build several one after another).
 */
export function watch<K extends keyof Sources>(kind: K, source: NonNullable<Sources[K]>): () => void {
  sources[kind] = source;
  return () => {
    if (sources[kind] === source) delete sources[kind];
  };
}
