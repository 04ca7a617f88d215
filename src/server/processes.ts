/**
 * One shop process per core (WEB_CONCURRENCY, see config.ts): the first process prepares the database once
 * (migrations, the demo shop on a first start) and the configuration's generated secrets, then starts the shop
 * processes, which share the port (node:cluster hands each new connection to one of them in turn). Each is a whole
 * instance as several machines would run it — its own pool, change notices, diamond index and kept pages; the jobs
 * claim their rows, so each piece of work is done once — and takes connections only once its diamond index is built.
 * A process that stops is started again; one that keeps stopping stops the shop. SIGTERM and SIGINT are passed on,
 * and the first process ends once every shop process has finished its requests in flight. A scrape of /metrics, which
 * reaches one shop process, is answered with every shop process's figures added up by this one (cluster-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { answerMetricsOfProcesses } from './metrics/cluster-metrics.ts';

/** A process that stops this often within `RESTART_WINDOW_MS` stops the shop (a fault at start, not bad luck). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1_000;
/** How long the shop processes have to finish their requests in flight when the shop stops. */
const STOP_DEADLINE_MS = 15_000;

/**
 * How many shop processes to start: WEB_CONCURRENCY when set; else one per core (config.ts), but one alone once the
 * inventory is large enough for search threads (`THREADED_FROM_STONES`): then one diamond index in shared memory
 * serves every core, where a process per core would hold one each (at a million stones two processes take about
 * twice the memory for an eighth more first-time searches: docs/operating.md, "Search threads").
 */
export function shopProcessesFor(config: { WEB_CONCURRENCY?: number; processes: number; searchThreads: number }, offeredStones: number, threadedFrom: number): number {
  if (config.WEB_CONCURRENCY !== undefined) return config.WEB_CONCURRENCY;
  return config.searchThreads > 0 && offeredStones >= threadedFrom ? 1 : config.processes;
}

/** Whether this process serves shoppers for a first process that prepared the database. */
export const isShopProcess = (): boolean => cluster.isWorker;

export interface ProcessesLog {
  info(message: string): void;
  error(message: string): void;
}

export function runShopProcesses(count: number, log: ProcessesLog): void {
  let stopping = false;
  const restarts: number[] = [];
  const running = new Set<Worker>();

  const start = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.on('exit', (code, signal) => {
      running.delete(worker);
      if (stopping) {
        if (running.size === 0) process.exit(0);
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        log.error(`shop processes stopped ${restarts.length} times within a minute (the last: ${signal ?? `exit code ${code}`}); stopping the shop`);
        stop(1);
        return;
      }
      log.error(`shop process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
      setTimeout(() => !stopping && start(), RESTART_DELAY_MS).unref();
    });
  };

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode || 1), STOP_DEADLINE_MS).unref();
    if (running.size === 0) process.exit(exitCode);
  };

  answerMetricsOfProcesses();
  for (let i = 0; i < count; i++) start();
  log.info(`${count} shop processes started`);
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
}
