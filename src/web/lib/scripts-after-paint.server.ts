import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * The page's scripts start loading once the first screen has been painted, pictures included, instead of competing
 * with it.
 *
 * React Router writes a `<link rel="modulepreload">` for every script of the page into the head and one inline
 * module script at the end of the body that imports them and hydrates. On a phone's connection those ~170 KB of
 * scripts share the line with the first screen's picture and fonts, and the browser may run them before its first
 * paint. This rewrite keeps the same scripts and the same order, only later: the preloads and the module script are
 * written into the page by a small inline starter when the window has loaded (two frames later, so the largest
 * picture has been painted), or at once when the shopper touches, clicks or types first, and at the latest
 * `LATEST_START_MS` after the page arrived, whatever a slow picture or frame is doing.
 *
 * Measured with `npm run bench:pages` (bench/RESULTS.md): see "Scripts after the first paint".
 */
export const LATEST_START_MS = 3000;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = /<script nonce="[^"]*" type="module"/;

/**
 * The inline starter: adds the preloads, then the module script with the page's nonce, exactly once. A button the
 * shopper taps before then (a menu, the search, a picker) is remembered and clicked for them once the page has
 * hydrated (`data-hydrated` on <html>, set by the root route), so the tap is not lost; so is a form sent before then
 * (Enter in the login form, a submit button): the browser's own submission, which would leave the page with what was
 * typed, is held, and the form is submitted again, through the page's scripts, once they run. Links need no scripts
 * and go ahead as usual.
 */
function starter(nonce: string, preloads: string[], code: string): string {
  const args = [nonce, preloads, code].map((value) => JSON.stringify(value).replace(/</g, '\\u003c')).join(',');
  const source = `((nonce, preloads, code) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    document.body.append(script);
  };
  const afterPaint = () => {
    requestAnimationFrame(() => requestAnimationFrame(start));
    setTimeout(start, 250);
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, passive: true, capture: true });
  setTimeout(start, ${LATEST_START_MS});
  const root = document.documentElement;
  let tapped = null;
  addEventListener('click', (event) => {
    if (root.dataset.hydrated) return;
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || (button.form && button.type !== 'button')) return;
    tapped = button;
    start();
  }, { capture: true });
  let sent = null;
  addEventListener('submit', (event) => {
    const form = event.target;
    if (root.dataset.hydrated || !form || typeof form.requestSubmit !== 'function') return;
    event.preventDefault();
    sent = { form, by: event.submitter && event.submitter.form === form ? event.submitter : null };
    start();
  }, { capture: true });
  new MutationObserver((_changes, observer) => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    if (tapped && tapped.isConnected) tapped.click();
    tapped = null;
    if (sent && sent.form.isConnected) sent.form.requestSubmit(sent.by && sent.by.isConnected ? sent.by : undefined);
    sent = null;
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})`;
  return `<script nonce="${nonce}">${source.replace(/\n\s*/g, ' ')}(${args});</script>`;
}

/**
 * Rewrites a page as it streams: preload links are taken out (and remembered), the module script becomes the
 * starter. Text that could be the beginning of either is held back until the next piece arrives.
 */
export class ScriptsAfterPaint {
  private readonly preloads: string[] = [];
  private held = '';

  /** Takes the next piece of the page; returns what can be sent now. */
  push(piece: string): string {
    let text = this.held + piece;
    text = text.replace(PRELOAD, (_tag, href: string) => {
      this.preloads.push(href);
      return '';
    });
    text = text.replace(MODULE_SCRIPT, (_tag, nonce: string, code: string) => starter(nonce, this.preloads, code));
    const cut = this.holdFrom(text);
    this.held = text.slice(cut);
    return text.slice(0, cut);
  }

  /** What is still held when the page ends (a page without scripts, or a cut-off one, goes out as it was). */
  end(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }

  /** Where the text that cannot be sent yet begins: an unfinished module script, or an unfinished tag at the end. */
  private holdFrom(text: string): number {
    const script = MODULE_SCRIPT_START.exec(text);
    if (script) return script.index;
    const lastOpen = text.lastIndexOf('<');
    if (lastOpen >= 0 && !text.includes('>', lastOpen)) return lastOpen;
    // `<script nonce="…" type="module"` may arrive in pieces: hold a trailing `<script` whose attributes are not all here
    const lastScript = text.lastIndexOf('<script');
    if (lastScript >= 0 && !text.includes('</script>', lastScript) && text.length - lastScript < 200) return lastScript;
    return text.length;
  }
}

/** The rewrite as a stream, between React's renderer and the response. */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const rewrite = new ScriptsAfterPaint();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const out = rewrite.push(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      callback(null, out ? Buffer.from(out) : undefined);
    },
    flush(callback) {
      const out = rewrite.push(decoder.end()) + rewrite.end();
      callback(null, out ? Buffer.from(out) : undefined);
    },
  });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const STARTER_ARGS = /^\(\(nonce, preloads, code\) => \{[\s\S]*?\}\)\(([\s\S]*)\);$/;

/**
 * Every inline script a finished page runs: the scripts written in it and the module script its starter adds. A page
 * kept and sent to many shoppers allows exactly these by their hashes instead of a nonce (src/server/web/page-cache.ts).
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes!)) continue;
    scripts.push(text!);
    const starterArgs = STARTER_ARGS.exec(text!);
    if (starterArgs) {
      const [, , code] = JSON.parse(`[${starterArgs[1]}]`) as [string, string[], string];
      scripts.push(code);
    }
  }
  return scripts;
}
