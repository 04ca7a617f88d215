/** One sample of Prometheus's text format: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample in a /metrics answer (comments left out). */
export function samplesOf(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map((l) => [l[1]!, l[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/**
 * The sum of the samples named `name` that carry every one of `labels` (others may carry more), or NaN when there
 * is none: a metric missing from the answer fails any comparison.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.length === 0 ? Number.NaN : found.reduce((sum, s) => sum + s.value, 0);
}
