import { Spinner } from '../../components/Spinner';
import type { MediaKind } from './DiamondCard';
import { DiamondPicture } from './DiamondPicture';
import { stoneTitle } from './format';
import { Modal } from './Modal';
import { Stone360 } from './Stone360';
import { useStone } from './use-stone';
import { t } from '../../../domain/words/catalogue';

/**
 * The video and image modals (storefront §2, §7): each looks the stone up by its certificate first
 * (GET /api/diamond/{CERTIFICATE_NO}) and shows its 360° view or its picture, large.
 */
export function MediaModal({ open, onClose }: { open: { certificate: string; kind: MediaKind } | null; onClose: () => void }) {
  const result = useStone(open?.certificate ?? null);
  const kind = open?.kind ?? 'image';
  const title = result?.ok ? stoneTitle(result.stone) : kind === 'video' ? t('diamonds.mediaModal.n360Video') : t('diamonds.mediaModal.picture');
  return (
    <Modal
      open={open !== null}
      onClose={onClose}
      title={
        <>
          {title}
          {result?.ok && (
            <span className="ml-3 font-sans text-xs tracking-[0.2em] text-stone uppercase">
              <span className="sr-only">, </span>
              {kind === 'video' ? t('diamonds.mediaModal.n360View') : t('diamonds.mediaModal.picture')}
            </span>
          )}
        </>
      }
      description={kind === 'video' ? t('diamonds.mediaModal.theDiamondTurningIn') : t('diamonds.mediaModal.theDiamondSPicture')}
      testId={kind === 'video' ? 'video-modal' : 'image-modal'}
    >
      <div className="p-4 sm:p-6">
        {!result ? (
          <div className="flex aspect-square items-center justify-center bg-ivory">
            <Spinner label={t('diamonds.mediaModal.loadingTheDiamond')} className="py-0!" />
          </div>
        ) : !result.ok ? (
          <p role="alert" className="border border-ruby/30 bg-ruby/5 px-5 py-4 text-sm text-ruby">
            {result.message}
          </p>
        ) : kind === 'video' ? (
          <Stone360 src={result.stone.VIDEO} fallback={result.stone.IMAGE} shape={result.stone.SHAPE} title={stoneTitle(result.stone)} />
        ) : (
          <DiamondPicture src={result.stone.IMAGE} shape={result.stone.SHAPE} alt={t('diamonds.mediaModal.diamond', { stone: stoneTitle(result.stone) })} size={1280} sizes="(min-width: 640px) 40rem, 100vw" priority className="w-full bg-ivory" />
        )}
      </div>
    </Modal>
  );
}
