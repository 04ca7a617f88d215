import { textLinkClass } from '../../../components/ui';
import { GRADING_INSTITUTE, type GradingFrame } from './grading-frames';
import { useGradingFrame } from './use-grading-frame';
import { t } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/information';

/**
 * One of the grading institute's interactive modules (account spec §2 "Education page"): created when it comes near
 * the viewport, resized to the height it posts (only messages from its own window and origin count, and the height
 * is clamped), and shown only once it has reported in — until then, or if it never does, a short note stands in its
 * place and the written guide beside it carries the subject.
 */
export function GradingFrameView({ frame }: { frame: GradingFrame }) {
  const { boxRef, iframeRef, src, state, height } = useGradingFrame(frame);
  const ready = state === 'ready';
  const unavailable = state === 'unavailable';
  return (
    <figure className="mt-8" data-frame={frame.key} data-state={state}>
      <div ref={boxRef} className={unavailable ? 'relative' : 'relative border border-pearl bg-ivory'} style={unavailable ? undefined : { height: ready ? undefined : height }}>
        {!ready && !unavailable ? (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-stone">
            <span>
              {t('information.gradingFrameView.loadingTheInteractiveGuide', { value: frame.title.toLowerCase(), name: GRADING_INSTITUTE.name })}
            </span>
          </p>
        ) : null}
        {unavailable ? (
          <p role="note" className="border border-dashed border-stone/35 px-5 py-4 text-sm leading-relaxed text-stone">
            {t('information.gradingFrameView.theInteractiveModuleFrom', { value: frame.title.toLowerCase(), name: GRADING_INSTITUTE.name })}{' '}
            <a className={textLinkClass} href={frame.learnMore} target="_blank" rel="noopener noreferrer">
              {t('information.gradingFrameView.exploreItOnS', { name: GRADING_INSTITUTE.name })}
              <span className="sr-only"> {t('information.gradingFrameView.opensInANew')}</span>
            </a>
            .
          </p>
        ) : null}
        {src ? (
          <iframe
            ref={iframeRef}
            src={src}
            title={t('information.gradingFrameView.interactiveGuideByThe', { title: frame.title, fullName: GRADING_INSTITUTE.fullName })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            aria-hidden={ready ? undefined : true}
            tabIndex={ready ? undefined : -1}
            className={ready ? 'relative block w-full border-0 bg-white' : 'pointer-events-none absolute inset-x-0 top-0 block w-full border-0 opacity-0'}
            style={{ height: unavailable ? 0 : height }}
          />
        ) : null}
      </div>
      {!unavailable ? (
        <figcaption className="mt-2 text-xs text-stone">
          {t('information.gradingFrameView.interactiveModuleCourtesyOf', { fullName: GRADING_INSTITUTE.fullName })}{' '}
          <a className={textLinkClass} href={frame.learnMore} target="_blank" rel="noopener noreferrer">
            {t('information.gradingFrameView.moreOnSWebsite', { name: GRADING_INSTITUTE.name })}
            <span className="sr-only"> {t('information.gradingFrameView.opensInANew')}</span>
          </a>
        </figcaption>
      ) : null}
    </figure>
  );
}
