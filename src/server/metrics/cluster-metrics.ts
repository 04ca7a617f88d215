import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { ShopError } from '../errors.ts';
import { registry } from './shop-metrics.ts';

/**
 * With several shop processes (WEB_CONCURRENCY, processes.ts) a scrape of /metrics reaches whichever process node:cluster
 * hands the connection to, and each keeps its own figures. So a shop process asks the first process, which gathers
 * every shop process's figures (prom-client's AggregatorRegistry, over the cluster's IPC channel), adds them up —
 * counters and histograms summed, each gauge as its `aggregator` says — and sends the whole back: one scrape sees
 * the whole shop, whichever process answers it.
 */

const ASK = 'kilau:metrics-ask';
const ANSWER = 'kilau:metrics-answer';
/** prom-client's own wait for every process's figures is 5 s; the shop process waits a little longer for the sum. */
const WAIT_MS = 6_000;

interface Asked {
  type: typeof ASK;
  id: number;
}
interface Answered {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

// a shop process answers the first process's requests for its figures (prom-client listens once constructed)
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

/** The first process: answers every shop process that asks for the whole shop's metrics. */
export function answerMetricsOfProcesses(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Asked) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text } satisfies Answered),
      (error: unknown) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies Answered),
    );
  });
}

let asked = 0;
const waiting = new Map<number, (answer: Answered) => void>();
if (cluster.isWorker) {
  process.on('message', (message: Answered) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
}

/** This process's metrics in Prometheus's text format; in a shop process of several, the whole shop's (a 503 when they cannot be gathered). */
export async function shopMetricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  const answer = await new Promise<Answered>((resolve) => {
    const timer = setTimeout(() => resolve({ type: ANSWER, id, error: 'the first process did not answer in time' }), WAIT_MS);
    waiting.set(id, (got) => (clearTimeout(timer), resolve(got)));
    process.send!({ type: ASK, id } satisfies Asked);
  });
  waiting.delete(id);
  // a 503 (with Retry-After): the next scrape asks again
  if (answer.text === undefined) throw new ShopError(503, `The metrics of the shop's processes could not be gathered (${answer.error}).`);
  return answer.text;
}

export const metricsContentType = registry.contentType;
