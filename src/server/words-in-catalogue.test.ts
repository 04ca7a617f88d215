import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isPluralForms } from '../domain/words/catalogue.ts';
import { enMY } from '../domain/words/en-MY/index.ts';

/**
 * Every text a shopper or staff member reads comes from the one catalogue (src/domain/words): this test reads the
 * syntax of the shop's source (tests left out) and fails on
 *  - a key looked up (`t('…')`, a `WordKey` given as a string) that the catalogue does not have;
 *  - a catalogue entry nobody reads (by its key, or through the section object `wordsOf` makes of it);
 *  - text written in the JSX of a screen: words between tags, in a text attribute (`aria-label`, `title`,
 *    `placeholder`, `alt`, `label` …) or as a string put in the page (`{'…'}`, `{busy ? 'Saving…' : …}`).
 * Class names, paths, ids and the like are not text and are not looked at.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-fixtures|testing\.ts$|[/\\]\+types[/\\]/.test(file) ? [file] : [];
  });
}
const FILES = ['web', 'server', 'domain'].flatMap((dir) => sourceFiles(path.join(SRC, dir))).filter((f) => !f.includes(`${path.sep}words${path.sep}en-`));
const SOURCES = new Map(FILES.map((file) => [file, readFileSync(file, 'utf8')]));

function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string' || isPluralForms(value) ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`),
  );
}
const KEYS = new Set(keysOf(enMY));
const ENTRY_SECTIONS = new Set([...KEYS].map((key) => key.split('.').slice(0, -1).join('.')));
const SECTIONS = new Set([...KEYS].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));

/** Every string in the source that looks like a key of the catalogue ('messages.cart.added', 'diamonds.count'). */
function keysNamed(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const [file, text] of SOURCES) {
    if (!/words\/catalogue|\bsays\(/.test(text) || file.includes(`${path.sep}words${path.sep}`)) continue;
    for (const m of text.matchAll(/(\bt\(\s*)?['`]((?:[a-z][A-Za-z0-9]*\.)(?:[A-Za-z0-9]+\.)*[A-Za-z0-9]+)['`]/g)) {
      const key = m[2];
      // a key given to t(), or a string naming an entry of a section that holds entries (not 'product.create')
      const parent = key.split('.').slice(0, -1).join('.');
      if (!m[1] && !ENTRY_SECTIONS.has(parent)) continue;
      named.set(key, [...(named.get(key) ?? []), path.relative(SRC, file)]);
    }
  }
  return named;
}

/** Keys read through a section object: `export const CART_MESSAGES = wordsOf('messages.cart' …)` … `CART_MESSAGES.added`. */
function keysReadThroughSections(): Set<string> {
  const read = new Set<string>();
  for (const text of SOURCES.values()) {
    for (const m of text.matchAll(/const (\w+) = wordsOf\('([\w.]+)'/g)) {
      const [, name, section] = m;
      for (const other of SOURCES.values()) {
        // the object under its own name, or under the name it is imported as (`CART_MESSAGES as M`)
        const names = [name, ...[...other.matchAll(new RegExp(`\\b${name} as (\\w+)`, 'g'))].map((a) => a[1])];
        for (const n of names) {
          for (const use of other.matchAll(new RegExp(`\\b${n}((?:\\.\\w+)+)`, 'g'))) read.add(`${section}${use[1]}`);
          // looked up by a typed code (`KINDS[kind].noun`): every entry of the section is read
          if (new RegExp(`\\b${n}\\[`).test(other)) for (const key of KEYS) if (key.startsWith(`${section}.`)) read.add(key);
        }
      }
    }
  }
  return read;
}

/** Attributes whose value a person reads: aria-label, title, placeholder, alt, and props named like label, heading, hint … */
const TEXT_ATTRIBUTE =
  /^(?!enterKeyHint$)(aria-label|aria-description|aria-valuetext|alt|title|placeholder|.*(Label|Title|Text|Heading|Message|Caption|Hint|Placeholder|Description|Note|Legend|Eyebrow|Subtitle|Cta|Empty|Confirm|Help))$|^(label|heading|text|message|description|summary|caption|hint|empty|eyebrow|subtitle|cta|legend|note|confirm|help|kicker|lead|intro|noun|updated)$/;
const HAS_WORDS = /\p{L}{2,}/u;

interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Strings a screen writes into the page itself rather than taking from the catalogue. */
function literalTextIn(file: string, source: string): Literal[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (HAS_WORDS.test(text)) found.push({ file: path.relative(SRC, file), line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  /** A string that becomes the page's text: the expression itself, or a branch of `?:`, `&&`, `||`, `??`. */
  const shown = (e: ts.Expression | undefined): void => {
    if (!e) return;
    if (ts.isParenthesizedExpression(e)) return shown(e.expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return report(e, e.text);
    if (ts.isTemplateExpression(e)) return report(e, [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' '));
    if (ts.isConditionalExpression(e)) return (shown(e.whenTrue), shown(e.whenFalse));
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(e.operatorToken.kind)) return shown(e.right);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) shown(node.expression);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTE.test(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value)) shown(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Screens whose text is all in the catalogue: every screen. */
const CONVERTED = ['web/'];

describe('every text from the one catalogue', () => {
  it('every key the shop looks up is in the catalogue', () => {
    const missing = [...keysNamed()].filter(([key]) => !KEYS.has(key) && !SECTIONS.has(key));
    expect(missing).toEqual([]);
  });

  it('every entry of the catalogue is read somewhere', () => {
    const named = keysNamed();
    const throughSections = keysReadThroughSections();
    const unused = [...KEYS].filter((key) => !named.has(key) && !throughSections.has(key));
    expect(unused).toEqual([]);
  });

  it('screens write no text of their own in their JSX', () => {
    const literals = [...SOURCES]
      .filter(([file]) => file.endsWith('.tsx') && CONVERTED.some((area) => path.relative(SRC, file).startsWith(area)))
      .flatMap(([file, source]) => literalTextIn(file, source));
    expect(literals).toEqual([]);
  });

  it('the check finds text in JSX, and passes class names and keys', () => {
    const source = `const A = () => <p className="text-sm" aria-label="Close menu" title={t('common.next')}>Hello {busy ? 'Saving…' : t('x.y')}{' '}</p>;`;
    expect(literalTextIn('a.tsx', source).map((l) => l.text)).toEqual(['Close menu', 'Hello', 'Saving…']);
  });
});
