import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BOOK_AREAS } from '../domain/words/book-areas.ts';
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
  /^(?!enterKeyHint$)(aria-label|aria-description|aria-valuetext|alt|title|placeholder|.*(Label|Title|Text|Heading|Message|Caption|Hint|Placeholder|Description|Note|Legend|Eyebrow|Subtitle|Cta|Empty|Confirm|Help))$|^(label|heading|text|message|description|summary|caption|hint|empty|eyebrow|subtitle|cta|legend|note|confirm|help|kicker|lead|intro|noun|updated|details)$/;
const HAS_WORDS = /\p{L}{2,}/u;
/** Codes the shop stores and answers with, which a screen shows through their words, never as they are. */
const STORED_CODE = /^(status|order_status|kind|channel)$/;

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
    if (ts.isTemplateExpression(e)) return (report(e, [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ')), e.templateSpans.forEach((s) => shown(s.expression)));
    if (ts.isArrayLiteralExpression(e)) return e.elements.forEach((element) => shown(element));
    if (ts.isConditionalExpression(e)) return (shown(e.whenTrue), shown(e.whenFalse));
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(e.operatorToken.kind)) return shown(e.right);
    // a stored code shown as it is (`{order.status}`): a status is shown through its words (orderStatusInWords …)
    if (ts.isPropertyAccessExpression(e) && STORED_CODE.test(e.name.text)) return report(e, `raw ${e.getText()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) shown(node.expression);
    else if (ts.isJsxAttribute(node) && /^(value|children|loading)$/.test(node.name.getText()) && node.initializer) {
      const e = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (e && ts.isPropertyAccessExpression(e) && STORED_CODE.test(e.name.text)) report(e, `raw ${e.getText()}`);
      // words given as a value to show (`value={carat ? caratLabel(carat) : 'as pictured'}`, `loading="Loading customers…"`);
      // a code is one word (`value="natural"`, `loading="lazy"`)
      const phrases = (x: ts.Expression | undefined): void => {
        if (!x) return;
        if (ts.isParenthesizedExpression(x)) return phrases(x.expression);
        if (ts.isConditionalExpression(x)) return (phrases(x.whenTrue), phrases(x.whenFalse));
        const text = literalText(x);
        if (text !== undefined && PHRASE.test(text)) report(x, text);
      };
      phrases(e);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTE.test(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value)) shown(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** At least two words: a sentence or a phrase someone reads (not a code, a key or a path). */
const PHRASE = /\p{L}{2,}[^\p{L}\n]*\s[^\p{L}\n]*\p{L}{2,}/u;
const literalText = (e: ts.Node): string | undefined =>
  ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) ? e.text : ts.isTemplateExpression(e) ? [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ') : undefined;
/** The shop's answers to a request (src/server/errors.ts), and a feed's error: their message is what the shopper or staff member reads. */
const ANSWER_ERROR = /^(ShopError|BadRequestError|UnauthorizedError|ForbiddenError|NotFoundError|ConflictError|TooManyRequestsError|FeedImportError)$/;
/** Properties that name a thing on a screen or in a message: its label, short label, hint, heading, title. */
const LABEL_PROPERTY = /^(label|shortLabel|hint|heading|title|caption|alt|intro)$/;
/** Files whose texts are not the shop's words: the drawn pictures' names and the seed (content staff edit), an inline script's source … */
const NOT_WORDS_FILES = [
  'domain/catalog/image-names.ts',
  'server/db/seed/',
  'web/lib/scripts-after-paint.server.ts',
  // the API's own document (its readers are developers) and the metrics an operator's monitoring reads
  'server/http/docs.ts',
  'server/metrics/',
  // the payment sandbox stands in for the gateway: its answers are the gateway's words, not the shop's
  'server/modules/payments/gateways/sandbox',
  // the same for the e-invoicing sandbox: its answers are MyInvois's words
  'server/modules/e-invoices/sandbox',
  // a search thread's answer to the main thread (the main thread answers the shopper)
  'server/modules/diamonds/search/search-thread.ts',
];
/** A sentence someone reads (`'The Idempotency-Key must be 1 to 100 printable characters.'`), not a header's value. */
const SENTENCE = /^\p{Lu}[\s\S]*\s[\s\S]*[.!?]$/u;
/** A label that is a word someone reads (a phrase, or a capitalised name like 'FPX'), not a field's code ('headline'). */
const LABEL_WORDS = /\s|^\p{Lu}/u;

/** The expression a value stands for: itself, or the `||`, `??` or `?:` it is a branch of. */
function heldBy(node: ts.Node): ts.Node {
  const p = node.parent;
  const branch =
    ts.isParenthesizedExpression(p) ||
    (ts.isConditionalExpression(p) && p.condition !== node) ||
    (ts.isBinaryExpression(p) && p.right === node && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(p.operatorToken.kind));
  return branch ? heldBy(p) : node;
}

/**
 * Words the code writes where a shopper or staff member reads them, outside the JSX of a screen:
 *  - a refusal of the API contract (`.min(1, 'Please enter…')`, `{ message: '…' }`, `z.enum(…, '…')`);
 *  - the message of an answer (`new NotFoundError('…')`);
 *  - a label, hint or title of a domain table or a screen's data (`shortLabel: 'FPX'`, `title: \`${n} years…\``);
 *  - a phrase made in a template around a value (`\`${shape} Diamonds\``);
 *  - an order's history written as words (`cause: 'cancelled by the shopper'`: a cause is stored as a code).
 */
function wordsWrittenIn(file: string, source: string): Literal[] {
  const rel = path.relative(SRC, file).split(path.sep).join('/');
  if (NOT_WORDS_FILES.some((f) => rel.startsWith(f))) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, kind: string, text: string) =>
    found.push({ file: rel, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: `${kind}: ${text.trim()}` });
  const contract = rel.startsWith('domain/contract/');
  /** A module's routes refuse a request's parameters as the contract does (`.max(60, 'Choose …')`). */
  const routes = /^server\/modules\/.*routes\.ts$/.test(rel);
  /** The server's modules, its HTTP layer and the storefront answer with a message (`{ code: '200', message: 'The order has been updated.' }`). */
  const answering = rel.startsWith('server/modules/') || rel.startsWith('server/http/') || rel.startsWith('web/');
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined) {
      const p = node.parent;
      const schemaName = ts.isCallExpression(p) && p.expression.getText() === 'component' && p.arguments[0] === node;
      if ((contract ? PHRASE.test(text) : routes && SENTENCE.test(text.trim())) && !schemaName) {
        const argument = ts.isCallExpression(p) && p.arguments.includes(node as ts.Expression) && !/\.(describe|meta)$/.test(p.expression.getText()) && !(p.expression.getText() === 'z.literal' && p.arguments[0] === node);
        const message = contract && ts.isPropertyAssignment(p) && /^(message|error)$/.test(p.name.getText());
        const constant = ts.isVariableDeclaration(p);
        if (argument || message || constant) report(node, 'refusal', text);
      }
      const held = heldBy(node);
      if (ts.isNewExpression(held.parent) && ANSWER_ERROR.test(held.parent.expression.getText()) && HAS_WORDS.test(text)) report(node, 'answer', text);
      const messageOf = ts.isPropertyAssignment(p) && p.initializer === node && /^(message|error)$/.test(p.name.getText());
      if (answering && !contract && messageOf && PHRASE.test(text)) report(node, 'message', text);
      // the reason a refusal gives, as a sentence (`reason: r.TxnMessage || \`The gateway refused the refund (…).\``)
      if (answering && ts.isPropertyAssignment(held.parent) && held.parent.initializer === held && held.parent.name.getText() === 'reason' && SENTENCE.test(text.trim())) report(node, 'reason', text);
      // the reason a feed's row is rejected, as the feed report shows it (`reasons.push('missing price')`, `problem: 'a quoted field …'`)
      const noted = (ts.isPropertyAssignment(held.parent) && held.parent.initializer === held && /^(reason|problem)$/.test(held.parent.name.getText())) || (ts.isCallExpression(held.parent) && /^reasons\.push$/.test(held.parent.expression.getText()));
      if (answering && noted && PHRASE.test(text) && !SENTENCE.test(text.trim())) report(node, 'reason', text);
      // a page's answer when it cannot be drawn (`throw data('Not found', { status: 404 })`)
      if (rel.startsWith('web/') && ts.isCallExpression(p) && p.expression.getText() === 'data' && p.arguments[0] === node && HAS_WORDS.test(text)) report(node, 'answer', text);
      if (ts.isPropertyAssignment(p) && p.initializer === node && LABEL_PROPERTY.test(p.name.getText()) && HAS_WORDS.test(text) && LABEL_WORDS.test(text.trim())) report(node, 'label', text);
      if (ts.isPropertyAssignment(p) && p.initializer === node && p.name.getText() === 'cause' && HAS_WORDS.test(text)) report(node, 'cause', text);
      if (ts.isTemplateExpression(node) && !rel.startsWith('server/') && /(?<![\w-])\p{Lu}\p{Ll}+(?![\w-])/u.test(text) && !/^Bearer $/.test(node.head.text) && !schemaName && !(ts.isNewExpression(p) || ts.isCallExpression(p) && /Error$/.test(p.expression.getText()))) {
        report(node, 'phrase', text);
      }
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

  it('a file that reads the words of a book imports the book (a page carries only the books its screens read)', () => {
    const unloaded = [...keysNamed()].flatMap(([key, files]) => {
      const area = BOOK_AREAS.find((a) => key.startsWith(`${a}.`));
      return area ? [...new Set(files)].filter((f) => !new RegExp(`import '[./]*(domain/)?words/books/${area}(\\.ts)?';`).test(SOURCES.get(path.join(SRC, f))!)).map((f) => `${f} reads ${key}`) : [];
    });
    expect(unloaded).toEqual([]);
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

  it('the code writes no words of its own where a shopper or staff member reads them', () => {
    const written = [...SOURCES].flatMap(([file, source]) => wordsWrittenIn(file, source));
    expect(written).toEqual([]);
  });

  it('the check finds refusals, answers, labels, phrases, causes and stored codes written in the code', () => {
    const contract = path.join(SRC, 'domain/contract/x.ts');
    const refusals = `const name = safeText().min(1, 'Please enter the name.'); const s = z.enum(A, { message: 'Choose one of the ten shapes.' }); const q = z.literal(1, 'The quantity is always 1.'); const ok = z.string().describe('The name of the piece');`;
    expect(wordsWrittenIn(contract, refusals).map((w) => w.text)).toEqual(['refusal: Please enter the name.', 'refusal: Choose one of the ten shapes.', 'refusal: The quantity is always 1.']);
    const server = `if (!row) throw new NotFoundError('This customer could not be found.'); throw new FeedImportError(missing ? \`The feed file '\${f}' does not exist.\` : t('cms.feedImport.notAFile', { file })); await moveOrder(tx, c, o, { to, cause: 'cancelled by the shopper' }); throw new Error('internal: no pool');`;
    expect(wordsWrittenIn(path.join(SRC, 'server/modules/x.ts'), server).map((w) => w.text)).toEqual(['answer: This customer could not be found.', "answer: The feed file ' ' does not exist.", 'cause: cancelled by the shopper']);
    const domain = `const M = [{ code: 'DD', shortLabel: 'FPX' }]; const h = \`\${shape} Diamonds\`; const url = \`/products/\${slug}\`; const c = \`\${base} text-sm\`;`;
    expect(wordsWrittenIn(path.join(SRC, 'domain/x.ts'), domain).map((w) => w.text)).toEqual(['label: FPX', 'phrase: Diamonds']);
    const routes = `const q = z.object({ key: z.string().regex(KEY, 'The key must be 1 to 100 printable characters.') }); reply.header('cache-control', 'public, max-age=3600'); return { code: '200', message: 'The rate has been saved.' }; return { code: '200', message: 'OK' };`;
    expect(wordsWrittenIn(path.join(SRC, 'server/modules/x/routes.ts'), routes).map((w) => w.text)).toEqual(['refusal: The key must be 1 to 100 printable characters.', 'message: The rate has been saved.']);
    const module = `ctx.addIssue({ code: 'custom', message: 'bands must go up' }); await db.update(feeds).set({ error: 'The shop stopped during this import.' }); return { outcome: 'refused', reason: r.TxnMessage || \`The gateway refused the refund (TxnStatus \${s}).\` };`;
    expect(wordsWrittenIn(path.join(SRC, 'server/modules/x/rules.ts'), module).map((w) => w.text)).toEqual(['message: bands must go up', 'message: The shop stopped during this import.', 'reason: The gateway refused the refund (TxnStatus  ).']);
    const feed = `if (!stock) reasons.push('missing stock number'); rejected.push({ line, reason: 'not a stone (expected an object of fields)' }); reasons.push(t('cms.feedReport.notAStone'));`;
    expect(wordsWrittenIn(path.join(SRC, 'server/modules/x/stones.ts'), feed).map((w) => w.text)).toEqual(['reason: missing stock number', 'reason: not a stone (expected an object of fields)']);
    const loader = `if (answer.status === 404) throw data('Not found', { status: 404 }); throw data(t('pages.notFound.notFound'), { status: 404 });`;
    expect(wordsWrittenIn(path.join(SRC, 'web/lib/x.ts'), loader).map((w) => w.text)).toEqual(['answer: Not found']);
    const screen = `const A = () => <><Fact value={order.status} /><span>{h.status}</span><BlockEditor noun="slide" intro="The rotating banner." /></>;`;
    expect(literalTextIn('a.tsx', screen).map((l) => l.text)).toEqual(['raw order.status', 'raw h.status', 'slide', 'The rotating banner.']);
    const shownInside = `const A = () => <><Group value={carat ? caratLabel(carat) : 'as pictured'} /><Input value="natural" /><img loading="lazy" /><CmsResults loading="Loading customers…" /><Controls caption={\`360° \${busy ? \`· \${n}%\` : '· Drag to turn'}\`} /><Row details={[grades, \`\${lab} certificate \${no}\`]} /></>;`;
    expect(literalTextIn('a.tsx', shownInside).map((l) => l.text)).toEqual(['as pictured', 'Loading customers…', '· Drag to turn', 'certificate']);
  });
});
