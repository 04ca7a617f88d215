import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from './shop-metrics.ts';

/**
 * The dashboard (ops/grafana-dashboard.json) and the alert rules (ops/alerts.yml) read the shop's metrics by name:
 * every name they use is one the shop exports, the dashboard shows every `kilau_…` metric, and the rules are valid
 * Prometheus rules (checked with promtool where it is installed: `apt-get install prometheus`).
 */
const OPS = path.resolve(import.meta.dirname, '../../../ops');
const dashboardText = readFileSync(path.join(OPS, 'grafana-dashboard.json'), 'utf8');
const alertsText = readFileSync(path.join(OPS, 'alerts.yml'), 'utf8');

/** The series names a metric is read by: itself, and a histogram's buckets, sum and count. */
const exported = new Set(
  registry.getMetricsAsArray().flatMap((metric) => {
    const { name, type } = metric as unknown as { name: string; type: string };
    return type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name];
  }),
);
const kilauMetrics = registry.getMetricsAsArray().map((m) => (m as unknown as { name: string }).name).filter((name) => name.startsWith('kilau_'));
const namesIn = (text: string) => new Set([...text.matchAll(/\b(kilau_\w+|http_request_duration_seconds\w*)/g)].map((m) => m[1]!));

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { expr: string; refId: string }[];
}

describe('the operator’s files in ops/', () => {
  it('every metric the dashboard and the alert rules read is one the shop exports', () => {
    expect(kilauMetrics.length).toBeGreaterThan(20);
    for (const name of [...namesIn(dashboardText), ...namesIn(alertsText)]) expect(exported, name).toContain(name);
  });

  it('the dashboard shows every kilau_ metric, each panel with its queries, in a grid 24 wide', () => {
    const dashboard = JSON.parse(dashboardText) as { uid: string; title: string; panels: Panel[]; templating: { list: { type: string; query: string }[] } };
    expect(dashboard.uid).toBe('kilau-shop');
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ type: 'datasource', query: 'prometheus' }));
    const shown = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr).join('\n');
    for (const name of kilauMetrics) expect(shown, name).toMatch(new RegExp(`\\b${name}(_bucket|_count|_sum)?\\b`));
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      if (panel.type !== 'row') expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('the alert rules cover payments failing, the outbox stuck and the diamond index stale', () => {
    for (const alert of ['KilauPaymentsFailing', 'KilauOutboxStuck', 'KilauDiamondIndexStale']) expect(alertsText).toContain(`alert: ${alert}`);
  });

  it.runIf(existsSync('/usr/bin/promtool'))('promtool finds the alert rules valid', () => {
    const said = execFileSync('/usr/bin/promtool', ['check', 'rules', path.join(OPS, 'alerts.yml')], { encoding: 'utf8' });
    expect(said).toMatch(/SUCCESS: \d+ rules found/);
  });
});
