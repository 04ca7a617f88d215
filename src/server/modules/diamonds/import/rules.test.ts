import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES } from '../../../../domain/diamonds/pricing.ts';
import { loadPricingRules } from './rules.ts';

describe('--rules FILE: pricing rules over the defaults', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kilau-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, text);
    return at;
  };

  it('lays the file over the defaults; a type whose markup is given gets that list, open-ended at the top', async () => {
    const rules = await loadPricingRules(file('ok.json', JSON.stringify({ usdToMyr: 5, markup: { lab: [{ upToUsd: 1000, factor: 3 }, { factor: 2 }] } })));
    expect(rules).toEqual({
      ...DEFAULT_PRICING_RULES,
      usdToMyr: 5,
      markup: { natural: DEFAULT_PRICING_RULES.markup.natural, lab: [{ upToUsd: 1000, factor: 3 }, { upToUsd: Infinity, factor: 2 }] },
    });
  });

  it('a bad file is a clear error naming the file and the key', async () => {
    await expect(loadPricingRules(path.join(dir, 'none.json'))).rejects.toThrow(/rules file '.*none\.json' does not exist/);
    await expect(loadPricingRules(file('broken.json', '{ usdToMyr: 5 }'))).rejects.toThrow(/is not valid JSON/);
    await expect(loadPricingRules(file('negative.json', '{ "usdToMyr": -4 }'))).rejects.toThrow(/not valid: usdToMyr: /);
    await expect(loadPricingRules(file('typo.json', '{ "usdToMYR": 4 }'))).rejects.toThrow(/usdToMYR/);
    await expect(loadPricingRules(file('closed.json', '{ "markup": { "natural": [ { "upToUsd": 1000, "factor": 2 } ] } }'))).rejects.toThrow(
      /markup\.natural\.0\.upToUsd: the last band must be open-ended/,
    );
    await expect(
      loadPricingRules(file('down.json', '{ "markup": { "lab": [ { "upToUsd": 900, "factor": 2 }, { "upToUsd": 500, "factor": 2 }, { "factor": 1.5 } ] } }')),
    ).rejects.toThrow(/bands must go up/);
  });
});
