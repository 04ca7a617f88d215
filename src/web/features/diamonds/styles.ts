/** Class names the diamond search's parts share (the shop's own are in components/ui.ts). */

export const legendClass = 'text-[0.7rem] tracking-[0.3em] text-stone uppercase';

/** A filter value's chip: ink when on; quieter (stone text, a dashed edge) when no stone has it, still readable (4.5:1). */
export const chipClass = (on: boolean, empty = false): string =>
  `flex h-12 min-w-0 flex-col items-center justify-center gap-0.5 border px-1 text-xs tracking-[0.06em] transition-colors ${
    on ? 'border-ink bg-ink text-white' : empty ? 'border-dashed border-stone/40 bg-white text-stone hover:border-ink' : 'border-stone/25 bg-white text-ink hover:border-ink'
  }`;

/** A small round icon button over a picture (save, 360°, enlarge). */
export const iconButtonClass =
  'flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-[0_1px_3px_rgba(29,27,25,0.15)] backdrop-blur-sm transition-colors hover:bg-white hover:text-gold-deep';

/** Small uppercase action text (Compare, Details). */
export const smallActionClass = 'text-[0.68rem] tracking-[0.2em] uppercase transition-colors hover:text-gold-deep';
