/**
 * A streaming CSV reader that keeps each record's physical line number (the line it starts on; the header is line
 * 1 when it is the first line). RFC 4180 quoting: a quoted field may hold the separator, doubled quotes and line
 * breaks. Blank lines (also lines of separators only) are skipped. The separator is the comma, or the tab or
 * semicolon when the header holds more of those. A byte-order mark and CR LF line ends are accepted.
 */
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';

export interface CsvRecord {
  line: number;
  cells: string[];
  /** Set when the record cannot be split (a quote never closed). */
  problem?: string;
}

const SEPARATORS = [',', '\t', ';'] as const;

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) n++;
  return n;
}

/** The separator the header uses most (comma on a tie). */
export function detectSeparator(header: string): string {
  let best: string = ',';
  let most = count(header, ',');
  for (const s of SEPARATORS) {
    const n = count(header, s);
    if (n > most) [best, most] = [s, n];
  }
  return best;
}

/** Splits one record that holds quotes. Text around a quoted part is kept as it is (lenient). */
export function splitQuoted(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * Records of the CSV text arriving in `chunks`, in batches (one per chunk, for speed). The first record is the
 * header.
 */
export async function* csvRecordBatches(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord[]> {
  let rest = '';
  let lineNo = 0;
  let separator: string | undefined;
  let first = true;
  /** A quoted field running over several lines: where it started and the text so far. */
  let open: { line: number; text: string; quotes: number } | undefined;
  let out: CsvRecord[] = [];

  const take = (raw: string, line: number) => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (open) {
      open.text += '\n' + text;
      open.quotes += count(text, '"');
      if (open.quotes % 2 === 0) {
        out.push({ line: open.line, cells: splitQuoted(open.text, separator!) });
        open = undefined;
      }
      return;
    }
    if (separator === undefined) {
      if (text.trim() === '') return;
      separator = detectSeparator(text);
    }
    if (!text.includes('"')) {
      const cells = text.split(separator);
      if (!isBlank(cells)) out.push({ line, cells });
      return;
    }
    const quotes = count(text, '"');
    if (quotes % 2 === 1) {
      open = { line, text, quotes };
      return;
    }
    const cells = splitQuoted(text, separator);
    if (!isBlank(cells)) out.push({ line, cells });
  };

  for await (const chunk of chunks) {
    rest += first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
    first = false;
    let start = 0;
    for (let nl = rest.indexOf('\n'); nl >= 0; nl = rest.indexOf('\n', start)) {
      take(rest.slice(start, nl), ++lineNo);
      start = nl + 1;
    }
    rest = rest.slice(start);
    if (out.length) {
      yield out;
      out = [];
    }
  }
  if (rest) take(rest, ++lineNo);
  if (open) out.push({ line: open.line, cells: [], problem: t('cms.feedReport.quoteNeverClosed') });
  if (out.length) yield out;
}
