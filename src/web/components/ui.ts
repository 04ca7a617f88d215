/** Class names of the shop's form parts and buttons, so every screen looks the same. */

export const eyebrowClass = 'text-[0.7rem] tracking-[0.3em] text-gold-deep uppercase';
export const labelClass = 'block text-[0.7rem] tracking-[0.2em] text-stone uppercase';
/** A text box without its width, for boxes that sit side by side (the +60 prefix and the phone). */
export const inputBoxClass =
  'mt-2 min-w-0 rounded-none border border-stone/35 bg-white px-4 py-3 text-base text-ink placeholder:text-stone/60 ' +
  'transition-colors focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none aria-[invalid=true]:border-ruby';
export const inputClass = `block w-full ${inputBoxClass}`;
export const buttonClass =
  'inline-flex items-center justify-center gap-2 bg-ink px-8 py-3.5 text-xs tracking-[0.25em] text-white uppercase transition-colors ' +
  'hover:bg-gold-deep disabled:cursor-wait disabled:opacity-60';
export const quietButtonClass =
  'inline-flex items-center justify-center gap-2 border border-ink px-8 py-3.5 text-xs tracking-[0.25em] text-ink uppercase transition-colors ' +
  'hover:bg-ink hover:text-white disabled:opacity-60';
export const textLinkClass = 'underline decoration-gold/60 underline-offset-4 hover:text-gold-deep hover:decoration-gold';
export const panelClass = 'border border-pearl bg-white p-6 sm:p-10';
/**
 * The part of a page the browser fills in from the shopper's own data (after the login check, from session storage):
 * at least a screen tall, while loading and once drawn, so the footer stays below the first screen and what arrives
 * never moves what is already shown (storefront: no layout shift). A flow root, so the top margin of what it draws
 * stays inside it instead of moving it down.
 */
export const drawnInBrowserClass = 'flow-root min-h-svh';
