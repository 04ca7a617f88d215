import { useState } from 'react';
import type { Diamond } from '../../../domain/contract/diamonds';
import { NoticeArea, type Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { buttonClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { formatRinggit } from '../../lib/format';
import { senFromRinggit } from '../../../domain/money/money';
import type { StoneResult } from './api';
import { isTaken } from '../../lib/stone-changes';
import { priceNow, type StoneActions } from './DiamondCard';
import { DiamondPicture } from './DiamondPicture';
import { FairPriceBadge } from './FairPriceBadge';
import { similarStonesHref } from './search-url';
import { SettingShapeNote } from './SettingShapeNote';
import { StoneTakenNote } from './StoneTaken';
import { caratText, gradeLabel, measurementsText, percentText, shapeLabel, stoneTitle, typeLabel } from './format';
import { HeartIcon } from './icons';
import { Modal } from './Modal';
import { Stone360 } from './Stone360';
import { useStone } from './use-stone';
import { t } from '../../../domain/words/catalogue';
import { Converted } from '../abroad/Converted';

interface DiamondDetailProps {
  certificate: string | null;
  /** The server's answer for the stone named in the address, so a reload shows it at once. */
  known: StoneResult | null;
  onClose: () => void;
  actions: StoneActions;
  /** Choose This Diamond's message (a stone no longer offered). */
  chooseNotice: Notice | null;
  /** The compare tray's polite refusal of a fifth stone, said here too (the tray is behind the dialog). */
  compareMessage: string | null;
  /** The stone as the results listed it: shown with why it was taken when the shop no longer gives its detail. */
  listed?: Diamond;
}

/**
 * A stone in full, addressable as ?stone={CERTIFICATE_NO} so it survives a reload: picture and 360° view, the grades,
 * polish, symmetry, fluorescence, measurements, depth and table, the certificate and its link, the price and how it
 * compares with similar stones; save, compare and Choose This Diamond.
 */
export function DiamondDetail({ certificate, known, onClose, actions, chooseNotice, compareMessage, listed }: DiamondDetailProps) {
  const fetched = useStone(certificate, known);
  // a stone taken while the page was open: the shop no longer gives its detail, the results still know it
  const taken = certificate !== null && isTaken(actions.changeOf(certificate)) && listed?.CERTIFICATE_NO === certificate;
  const result: StoneResult | null = taken && !fetched?.ok ? { ok: true, stone: listed } : fetched;
  const title = result?.ok ? stoneTitle(result.stone) : t('diamonds.diamondDetail.diamond2');
  return (
    <Modal open={certificate !== null} onClose={onClose} title={title} description={t('diamonds.diamondDetail.theDiamondSGrades')} size="wide" portal={false} testId="diamond-detail">
      {!result ? (
        <Spinner label={t('diamonds.diamondDetail.loadingTheDiamond')} />
      ) : !result.ok ? (
        <div className="p-6 sm:p-8">
          <p role="alert" className="border border-ruby/30 bg-ruby/5 px-5 py-4 text-sm text-ruby">
            {result.message}
          </p>
        </div>
      ) : (
        <StoneDetail stone={result.stone} actions={actions} chooseNotice={chooseNotice} compareMessage={compareMessage} />
      )}
    </Modal>
  );
}

function StoneDetail({ stone, actions, chooseNotice, compareMessage }: { stone: Diamond; actions: StoneActions; chooseNotice: Notice | null; compareMessage: string | null }) {
  const title = stoneTitle(stone);
  const saved = actions.isSaved(stone.CERTIFICATE_NO);
  const compared = actions.isCompared(stone.CERTIFICATE_NO);
  const change = actions.changeOf(stone.CERTIFICATE_NO);
  const price = priceNow(stone, change);
  const rows: [string, string][] = [
    [t('names.diamondFacts.shape'), shapeLabel(stone.SHAPE)],
    [t('names.diamondFacts.carat'), caratText(stone.CARAT)],
    [t('names.diamondFacts.colour'), gradeLabel('color', stone.COLOR)],
    [t('names.diamondFacts.clarity'), stone.CLARITY],
    [t('names.diamondFacts.cut'), gradeLabel('cut', stone.CUT)],
    [t('names.diamondFacts.polish'), gradeLabel('polish', stone.POLISH)],
    [t('names.diamondFacts.symmetry'), gradeLabel('symmetry', stone.SYMMETRY)],
    [t('names.diamondFacts.fluorescence'), gradeLabel('fluorescence', stone.FLUORESCENCE)],
    [t('names.diamondFacts.measurements'), measurementsText(stone.MEASUREMENTS)],
    [t('names.diamondFacts.depth'), percentText(stone.DEPTH_PCT)],
    [t('names.diamondFacts.table'), percentText(stone.TABLE_PCT)],
    [t('diamonds.diamondDetail.stockNumber'), stone.STOCK_ID],
  ];
  return (
    <div className="grid gap-8 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
      <StoneViews stone={stone} title={title} />
      <div className="min-w-0">
        <p className="text-[0.68rem] tracking-[0.25em] text-gold-deep uppercase">{typeLabel(stone.TYPE)}</p>
        <p className="mt-3 text-2xl tracking-wide tabular-nums" data-price={price}>
          {formatRinggit(price)}
          <Converted sen={senFromRinggit(price)} />
        </p>
        <div className="mt-3">
          <FairPriceBadge comparison={stone.PRICE_COMPARISON} explained />
        </div>
        <p className="mt-5 text-sm text-stone">
          {t('diamonds.diamondDetail.gradedByCertificate', { LAB: stone.LAB })}{' '}
          <a href={stone.CERTIFICATE_LINK} target="_blank" rel="noopener noreferrer" className={`text-ink ${textLinkClass}`}>
            {stone.CERTIFICATE_NO}
            <span className="sr-only"> {t('diamonds.diamondDetail.opensTheLaboratoryS')}</span>
          </a>
        </p>
        <NoticeArea notice={chooseNotice} className="mt-5" />
        <div className="mt-6 flex flex-col gap-3">
          {isTaken(change) ? (
            <StoneTakenNote change={change} similarHref={similarStonesHref(stone)} />
          ) : (
            <>
              <SettingShapeNote stone={stone} actions={actions} />
              <button type="button" onClick={() => actions.onChoose(stone.CERTIFICATE_NO)} disabled={actions.choosing === stone.CERTIFICATE_NO} className={buttonClass}>
                {t('diamonds.diamondDetail.chooseThisDiamond')}
              </button>
            </>
          )}
          <div className="grid grid-cols-2 gap-3">
            <button type="button" aria-pressed={saved} onClick={() => actions.onToggleSave(stone)} className={`${quietButtonClass} px-3!`}>
              <HeartIcon filled={saved} />
              {saved ? t('diamonds.diamondDetail.saved') : t('diamonds.diamondDetail.save')}
            </button>
            <button type="button" aria-pressed={compared} onClick={() => actions.onToggleCompare(stone)} className={`${quietButtonClass} px-3!`}>
              {compared ? t('diamonds.diamondDetail.inCompare') : t('diamonds.diamondDetail.compare')}
            </button>
          </div>
          <p aria-live="polite" className={compareMessage && !compared ? 'bg-ivory px-4 py-3 text-sm text-ink' : 'sr-only'}>
            {!compared && compareMessage}
          </p>
        </div>
        <dl className="mt-8 grid grid-cols-2 border-t border-pearl text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5 border-b border-pearl py-3 pr-3">
              <dt className="text-[0.62rem] tracking-[0.2em] text-stone uppercase">{label}</dt>
              <dd className="text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** The stone's picture or its 360° view, the shopper's choice. */
function StoneViews({ stone, title }: { stone: Diamond; title: string }) {
  const [view, setView] = useState<'picture' | '360'>('picture');
  return (
    <div className="min-w-0">
      <div className="mb-3 flex gap-2" role="group" aria-label={t('diamonds.diamondDetail.views')}>
        {(['picture', '360'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} className={`px-4 py-2 text-[0.68rem] tracking-[0.2em] uppercase ${view === v ? 'bg-ink text-white' : 'border border-stone/30 text-ink hover:border-ink'}`}>
            {v === 'picture' ? t('diamonds.diamondDetail.picture') : t('diamonds.diamondDetail.n360View')}
          </button>
        ))}
      </div>
      {view === 'picture' ? (
        <DiamondPicture src={stone.IMAGE} shape={stone.SHAPE} alt={t('diamonds.diamondDetail.diamond', { title })} size={1280} sizes="(min-width: 1024px) 34rem, 100vw" priority className="w-full bg-ivory" />
      ) : (
        <Stone360 src={stone.VIDEO} fallback={stone.IMAGE} shape={stone.SHAPE} title={title} />
      )}
    </div>
  );
}
