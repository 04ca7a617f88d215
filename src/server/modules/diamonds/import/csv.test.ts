import { describe, expect, it } from 'vitest';
import { csvRecordBatches, detectSeparator, splitQuoted } from './csv.ts';

async function records(...chunks: string[]) {
  async function* source() {
    yield* chunks;
  }
  const out: { line: number; cells: string[]; problem?: string }[] = [];
  for await (const batch of csvRecordBatches(source())) out.push(...batch);
  return out;
}

describe('reading CSV with physical line numbers', () => {
  it('numbers records by their line in the file (header = line 1), skipping blank lines and lines of commas only', async () => {
    const out = await records('a,b\n1,2\n\n3,4\n,,\n   \n5,6');
    expect(out.map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [4, ['3', '4']],
      [7, ['5', '6']],
    ]);
  });

  it('keeps a quoted field with commas, doubled quotes and a line break as one value; the record keeps its first line', async () => {
    const out = await records('a,b,c\n1,"12,500.00","say ""hi"""\n2,"two\nlines",x\n3,y,z\n');
    expect(out.map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['1', '12,500.00', 'say "hi"']],
      [3, ['2', 'two\nlines', 'x']],
      [5, ['3', 'y', 'z']],
    ]);
  });

  it('reads CR LF line ends, a byte-order mark and lines split across chunks', async () => {
    const out = await records('\ufeffStock #,Size\r\nA', '1,0.5\r\n', 'A2,0.7\r\n');
    expect(out.map((r) => [r.line, r.cells])).toEqual([
      [1, ['Stock #', 'Size']],
      [2, ['A1', '0.5']],
      [3, ['A2', '0.7']],
    ]);
  });

  it('reports a quote that is never closed on the line where it opened', async () => {
    const out = await records('a,b\n1,"open\n2,x\n');
    expect(out.at(-1)).toMatchObject({ line: 2, problem: expect.stringContaining('never closed') });
  });

  it('uses the separator the header uses (comma, tab or semicolon)', () => {
    expect(detectSeparator('a;b;c')).toBe(';');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('a,b;c,d')).toBe(',');
    expect(splitQuoted('x;"1;2";y', ';')).toEqual(['x', '1;2', 'y']);
  });
});
