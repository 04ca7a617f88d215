import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { inlineScriptsOf, LATEST_START_MS, ScriptsAfterPaint, scriptsAfterPaint } from './scripts-after-paint.server';

const NONCE = 'n0nce+/=';
const MODULE_CODE = ';\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
const PAGE =
  `<!DOCTYPE html><html lang="en-MY"><head><meta charSet="utf-8"/><title>Kilau</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/framework-C.js" nonce="${NONCE}"/>` +
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>` +
  `<body><main><h1>Engagement Rings</h1><p>Prices in RM 1,250.00 — “Kilau”</p></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE}</script></body></html>`;

/** Runs the starter the rewrite wrote into a page, in a tiny stand-in for the browser's window and document. */
function runStarter(html: string) {
  const starter = /<script nonce="[^"]*">(\(\(nonce, preloads, code\)[\s\S]*?)<\/script>/.exec(html);
  if (!starter) throw new Error('no starter in the page');
  const listeners = new Map<string, (event?: unknown) => void>();
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const added: Record<string, string>[] = [];
  const observers: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const root = { dataset: {} as Record<string, string> };
  const document = {
    readyState: 'interactive',
    documentElement: root,
    createElement: element,
    head: { append: (el: Record<string, string>) => added.push(el) },
    body: { append: (el: Record<string, string>) => added.push(el) },
  };
  class Element {}
  class MutationObserver {
    constructor(private readonly callback: (changes: unknown[], observer: MutationObserver) => void) {}
    observe() {
      observers.push(() => this.callback([], this));
    }
    disconnect() {}
  }
  const run = new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', 'MutationObserver', 'Element', starter[1]);
  run(
    document,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (callback: () => void, ms: number) => timers.push({ ms, run: callback }),
    (callback: () => void) => frames.push(callback),
    MutationObserver,
    Element,
  );
  /** The root route's effect after hydration: sets `data-hydrated`, which the starter watches. */
  const hydrate = () => {
    root.dataset.hydrated = 'true';
    for (const notify of observers) notify();
  };
  /** A button in the page, as `closest()` finds it from the tapped element. */
  const button = (props: { type?: string; form?: object | null } = {}) => {
    const clicks: number[] = [];
    const el = Object.assign(new Element(), { type: 'button', form: null, isConnected: true, ...props, click: () => clicks.push(1) });
    const tapped = Object.assign(new Element(), { closest: () => el });
    return { tap: () => listeners.get('click')!({ target: tapped }), clicks };
  };
  /** A form in the page, sent (Enter in a field, or its submit button) before or after hydration. */
  const form = () => {
    const submitted: unknown[] = [];
    const el = { isConnected: true, requestSubmit: (by?: unknown) => submitted.push(by ?? null) };
    const send = (submitter: unknown = null) => {
      let prevented = false;
      listeners.get('submit')!({ target: el, submitter, preventDefault: () => (prevented = true) });
      return prevented;
    };
    return { el, send, submitted };
  };
  return { listeners, timers, frames, added, hydrate, button, form };
}

describe('scripts start after the first paint (the page rewrite)', () => {
  it('takes the script preloads out of the head and leaves the rest of the page as it was', () => {
    const rewrite = new ScriptsAfterPaint();
    const html = rewrite.push(PAGE) + rewrite.end();
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>');
    expect(html).toContain('<main><h1>Engagement Rings</h1><p>Prices in RM 1,250.00 — “Kilau”</p></main>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script>`);
    expect(html).toMatch(new RegExp(`<script nonce="${NONCE.replace(/[+/=]/g, '\\$&')}">\\(\\(nonce, preloads, code\\)`));
  });

  it('gives the page the same output whatever pieces it streams in, split at every character', () => {
    const whole = new ScriptsAfterPaint();
    const expected = whole.push(PAGE) + whole.end();
    for (let cut = 1; cut < PAGE.length; cut++) {
      const rewrite = new ScriptsAfterPaint();
      const html = rewrite.push(PAGE.slice(0, cut)) + rewrite.push(PAGE.slice(cut)) + rewrite.end();
      expect(html, `split at ${cut}`).toBe(expected);
    }
  });

  it('streams bytes, keeping characters split between pieces whole', async () => {
    const bytes = Buffer.from(PAGE);
    const pieces = [bytes.subarray(0, 205), bytes.subarray(205, 206), bytes.subarray(206, 1000), bytes.subarray(1000)];
    const html = await text(Readable.from(pieces).pipe(scriptsAfterPaint()));
    const rewrite = new ScriptsAfterPaint();
    expect(html).toBe(rewrite.push(PAGE) + rewrite.end());
    expect(html).toContain('RM 1,250.00 — “Kilau”');
  });

  it('adds the preloads and then the module script, with the nonce, two frames after the window has loaded', () => {
    const rewrite = new ScriptsAfterPaint();
    const { listeners, frames, added } = runStarter(rewrite.push(PAGE) + rewrite.end());
    expect(added).toEqual([]);
    listeners.get('load')!();
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework-C.js' },
      { tag: 'script', type: 'module', nonce: NONCE, textContent: MODULE_CODE },
    ]);
  });

  it('starts at once when the shopper touches, clicks or types first, and only once', () => {
    const rewrite = new ScriptsAfterPaint();
    const { listeners, timers, added } = runStarter(rewrite.push(PAGE) + rewrite.end());
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) expect(listeners.has(type), type).toBe(true);
    listeners.get('pointerdown')!();
    listeners.get('keydown')!();
    for (const timer of timers) timer.run();
    expect(added.filter((el) => el.tag === 'script')).toHaveLength(1);
  });

  it(`starts at the latest ${LATEST_START_MS} ms after the page arrived, whatever the pictures are doing`, () => {
    const rewrite = new ScriptsAfterPaint();
    const { timers, added } = runStarter(rewrite.push(PAGE) + rewrite.end());
    const latest = timers.find((timer) => timer.ms === LATEST_START_MS);
    expect(latest).toBeDefined();
    latest!.run();
    expect(added.map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('remembers a button tapped before hydration, starts the scripts, and clicks it for the shopper once hydrated', () => {
    const rewrite = new ScriptsAfterPaint();
    const { added, hydrate, button } = runStarter(rewrite.push(PAGE) + rewrite.end());
    const menu = button();
    menu.tap();
    expect(added.map((el) => el.tag)).toEqual(['link', 'link', 'script']);
    expect(menu.clicks).toHaveLength(0);
    hydrate();
    expect(menu.clicks).toHaveLength(1);
  });

  it('leaves the submit button of a form to the browser, and taps after hydration to React', () => {
    const rewrite = new ScriptsAfterPaint();
    const { hydrate, button } = runStarter(rewrite.push(PAGE) + rewrite.end());
    const submit = button({ type: 'submit', form: {} });
    submit.tap();
    hydrate();
    expect(submit.clicks).toHaveLength(0);
    const later = button();
    later.tap();
    expect(later.clicks).toHaveLength(0);
  });

  it('holds a form sent before hydration (Enter in the login form), starts the scripts, and sends it again once hydrated', () => {
    const rewrite = new ScriptsAfterPaint();
    const { added, hydrate, form } = runStarter(rewrite.push(PAGE) + rewrite.end());
    const login = form();
    const submitButton = { form: login.el, isConnected: true };
    expect(login.send(submitButton)).toBe(true);
    expect(added.map((el) => el.tag)).toEqual(['link', 'link', 'script']);
    expect(login.submitted).toEqual([]);
    hydrate();
    expect(login.submitted).toEqual([submitButton]);
    // after hydration the page's own handlers take every submission
    expect(login.send()).toBe(false);
    expect(login.submitted).toHaveLength(1);
  });

  it('leaves a page without scripts exactly as it was', () => {
    const page = '<!DOCTYPE html><html><body><p>a < b</p><script>1</script></body></html>';
    const rewrite = new ScriptsAfterPaint();
    expect(rewrite.push(page.slice(0, 30)) + rewrite.push(page.slice(30)) + rewrite.end()).toBe(page);
  });
});

describe('the inline scripts a finished page runs (allowed by hash when the page is kept for many shoppers)', () => {
  it('lists every inline script of the page and the module script its starter adds, never an external one', () => {
    const rewrite = new ScriptsAfterPaint();
    const page = (rewrite.push(PAGE.replace('</body>', '<script src="/assets/x.js"></script></body>')) + rewrite.end()).replace(
      '</main>',
      '</main><script type="application/ld+json">{"@type":"Product"}</script>',
    );
    const scripts = inlineScriptsOf(page);
    expect(scripts).toContain('window.__reactRouterContext = {"basename":"/"};');
    expect(scripts).toContain('{"@type":"Product"}');
    expect(scripts).toContain(MODULE_CODE);
    expect(scripts.some((s) => s.startsWith('((nonce, preloads, code) =>'))).toBe(true);
    expect(scripts).toHaveLength(4);
  });

  it('reads the module code back exactly, even when it holds the characters the starter escapes', () => {
    const tricky = 'import("/assets/a.js"); const s = "<b>})(x);" + \'\\u2028\';';
    const rewrite = new ScriptsAfterPaint();
    const page = rewrite.push(PAGE.replace(MODULE_CODE, tricky)) + rewrite.end();
    expect(inlineScriptsOf(page)).toContain(tricky);
  });
});
