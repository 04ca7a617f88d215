import arrows from './module-arrows.json' with { type: 'json' };

/**
 * The arrows allowed between the shop's modules (`src/server/modules/<module>`): `orders → payments` means a file of
 * orders may import from payments. Each arrow says why it is there. `module-arrows.test.ts` fails on an import between
 * modules that is not an arrow here and on an arrow nothing uses, and on a README whose table is not `arrowsTable()`
 * (`npx tsx scripts/arrows-into-readme.ts` writes it there).
 */
export const ALLOWED_ARROWS: Readonly<Record<string, Readonly<Record<string, string>>>> = arrows;

export const ARROWS_START = '<!-- module arrows: written by scripts/arrows-into-readme.ts from src/server/module-arrows.json -->';
export const ARROWS_END = '<!-- module arrows: end -->';

/** The arrows as the README's table: one row per module that uses others, then those that use none. */
export function arrowsTable(allowed = ALLOWED_ARROWS): string {
  const modules = Object.keys(allowed).sort();
  const using = modules.filter((m) => Object.keys(allowed[m]).length > 0);
  const alone = modules.filter((m) => Object.keys(allowed[m]).length === 0);
  const rows = using.map((m) => {
    const uses = Object.entries(allowed[m])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([to, why]) => `\`${to}\` (${why})`)
      .join(', ');
    return `| \`${m}\` | ${uses} |`;
  });
  return [
    ARROWS_START,
    '| module | may import from |',
    '|---|---|',
    ...rows,
    `| ${alone.map((m) => `\`${m}\``).join(', ')} | no other module |`,
    ARROWS_END,
  ].join('\n');
}
