import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes a benchmark's section (`<!-- TAG:start -->` … `<!-- TAG:end -->`) into a results file: in place of the
 * section of the same tag, else after the file's title (`top`) or at its end; a file not there yet is begun.
 */
export function writeResultsSection(file, tag, section, { place = 'end' } = {}) {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const existing = new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`);
  if (existing.test(text)) text = text.replace(existing, () => section);
  else if (place === 'top' && /^# [^\n]*\n/.test(text)) text = text.replace(/^(# [^\n]*\n)\n*/, (_, heading) => `${heading}\n${section}\n\n`);
  else text = `${text.trimEnd()}${text ? '\n\n' : ''}${section}\n`;
  writeFileSync(file, text);
}
