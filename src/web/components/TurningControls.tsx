import { t } from '../../domain/words/catalogue';
/**
 * The caption and Pause/Play button laid over a 360° view (the product viewer, a stone's picture strip); the button
 * shows only when the view can turn by itself (`canPause`), never for a shopper who prefers reduced motion.
 */
export function TurningControls({ caption, canPause, playing, onToggle }: { caption: string; canPause: boolean; playing: boolean; onToggle: () => void }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-3">
      <span className="rounded-full bg-white/85 px-3 py-1 text-[0.65rem] tracking-[0.2em] text-ink uppercase backdrop-blur-sm">{caption}</span>
      {canPause && (
        <button
          type="button"
          onClick={onToggle}
          className="pointer-events-auto rounded-full bg-white/85 px-3 py-1 text-[0.65rem] tracking-[0.2em] text-ink uppercase backdrop-blur-sm hover:bg-white"
        >
          {playing ? t('components.turningControls.pause') : t('components.turningControls.play')}
        </button>
      )}
    </div>
  );
}
