import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRM } from '../../../domain/money/money';
import { LOGIN_PATH } from '../../../domain/shop/session';
import { NoticeArea, errorNotice, noticeOfAnswer, useNotice } from '../../components/Notice';
import { Picture } from '../../components/Picture';
import { Spinner } from '../../components/Spinner';
import { buttonClass, drawnInBrowserClass, eyebrowClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { CHANGE_PATHS, WizardSteps } from '../../components/WizardSteps';
import { shopApi } from '../../lib/api-client';
import { browserSession } from '../../lib/session-store';
import { announceCartChanged, clearSession, writeSession } from '../../lib/shop-session';
import { useSession } from '../../lib/use-session';
import { DiamondPicture } from '../diamonds/DiamondPicture';
import { gradesLine, stoneTitle } from '../diamonds/format';
import type { FinishedRing } from './finished-ring';
import { LOGIN_REASON_RING } from './login-reason';
import { MadeForYou } from './MadeForYou';
import { RingPictures } from './RingPictures';
import { WIZARD_COMPLETED_PATH } from './paths';
import { useFinishedRing } from './use-finished-ring';
import { t } from '../../../domain/words/catalogue';
import { InstalmentLine } from '../instalments/InstalmentLine';
import { useInstalmentPlans } from '../instalments/plans';
import type { InstalmentPlan } from '../../../domain/payments/instalments';
import { Converted } from '../abroad/Converted';

/** The ring is in the cart: the wizard's setting, diamond and diamond filters are forgotten (storefront §4). */
function forgetFinishedRing(): void {
  for (const key of ['ring', 'diamond', 'diamondFilters', 'step', 'options'] as const) clearSession(key);
}

/** /wizard-completed, 'Comfirmation' (storefront §2 "Wizard confirmation"). */
export function RingConfirmation({ drawn = null, signedIn = false, plans = null }: { drawn?: FinishedRing | null; signedIn?: boolean; plans?: InstalmentPlan[] | null }) {
  const state = useFinishedRing(drawn);
  return (
    <main className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
      <WizardSteps at="completed" className="mt-6" />
      <div className={drawnInBrowserClass}>
        {state.kind === 'loading' && <Spinner label={t('ringBuilder.ringConfirmation.preparingYourRing')} />}
        {state.kind === 'failed' && <Problem title={t('ringBuilder.ringConfirmation.weCouldNotPrepare')} text={state.message} action={{ label: t('ringBuilder.ringConfirmation.tryAgain'), onClick: () => window.location.reload() }} />}
        {state.kind === 'stone-gone' && <StoneGone message={state.message} similarHref={state.similarHref} />}
        {state.kind === 'setting-gone' && <SettingGone name={state.name} />}
        {state.kind === 'ready' && <FinishedRingView ring={state.ring} signedIn={signedIn} drawnPlans={plans} />}
      </div>
    </main>
  );
}

function FinishedRingView({ ring, signedIn, drawnPlans }: { ring: FinishedRing; signedIn: boolean; drawnPlans: InstalmentPlan[] | null }) {
  const plans = useInstalmentPlans(drawnPlans);
  const { setting, diamond, pictures } = ring;
  const hero = pictures.top ?? pictures.gallery[0];
  const stone = stoneTitle({ CARAT: diamond.carat, SHAPE: diamond.shape });
  const title = t('ringBuilder.ringConfirmation.ringTitle', { setting: setting.name, stone });
  return (
    <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
      {/* wide screens: the pictures stay in view beside the summary, the promise and its notes as the page scrolls */}
      <RingPictures pictures={pictures} hero={hero} title={title} />

      <section aria-labelledby="ring-heading" className="flex flex-col gap-8">
        <div>
          <p className={eyebrowClass}>{t('ringBuilder.ringConfirmation.yourRingIsComplete')}</p>
          <h1 id="ring-heading" className="mt-3 text-4xl leading-tight md:text-5xl">
            {t('ringBuilder.ringConfirmation.yourOneOfA')}
          </h1>
        </div>
        <dl className="divide-y divide-pearl border-y border-pearl">
          <SummaryRow
            label={t('ringBuilder.ringConfirmation.setting')}
            picture={hero ? <Picture src={hero.url} alt="" width={320} height={320} sizes="5rem" className="size-20 bg-ivory object-cover" /> : null}
            title={<Link to={`/product/${setting.slug}`} className="hover:text-gold-deep">{setting.name}</Link>}
            details={[`${setting.metal}, ${setting.colour}`, setting.ringSize ? t('ringBuilder.ringConfirmation.ringSize', { ringSize: setting.ringSize }) : '', setting.engrave.text ? t('ringBuilder.ringConfirmation.engravedIn', { text: setting.engrave.text, font: setting.engrave.font }) : ''].filter(Boolean)}
            priceSen={setting.priceSen}
            testId="setting-price"
            changeTo="ring"
          />
          <SummaryRow
            label={t('ringBuilder.ringConfirmation.diamond')}
            picture={<DiamondPicture src={diamond.image} shape={diamond.shape} alt="" size={320} sizes="5rem" className="size-20 bg-ivory" />}
            title={stone}
            details={[gradesLine(diamond.grades), t('diamonds.diamondCard.certificate', { LAB: diamond.lab, CERTIFICATENO: diamond.certificate })]}
            priceSen={diamond.priceSen}
            testId="diamond-price"
            changeTo="diamond"
          />
          <div className="flex items-baseline justify-between gap-4 py-5">
            <dt className="text-xs tracking-[0.25em] uppercase">{t('ringBuilder.ringConfirmation.total')}</dt>
            <dd data-testid="ring-total" className="text-2xl font-medium tracking-wide tabular-nums">
              {formatRM(ring.totalSen)}
              <Converted sen={ring.totalSen} />
            </dd>
          </div>
        </dl>
        {plans && <InstalmentLine totalSen={ring.totalSen} plans={plans} className="-mt-4 text-right" />}
        <FinishAction ring={ring} signedIn={signedIn} />
        <ul className="grid gap-2 text-sm text-stone">
          <li>{t('ringBuilder.ringConfirmation.freeShippingFree30')}</li>
          <li>{t('ringBuilder.ringConfirmation.orderNowAndYour')}</li>
        </ul>
        <MadeForYou />
      </section>
    </div>
  );
}

function SummaryRow(props: {
  label: string;
  picture: React.ReactNode;
  title: React.ReactNode;
  details: string[];
  priceSen: number;
  testId: string;
  changeTo: 'ring' | 'diamond';
}) {
  const navigate = useNavigate();
  // A valid definition list (a term, then its definitions): the picture, the details and the price are definitions
  // of the label, placed on a grid where the picture stands left of the label and the price right of it.
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_1fr] gap-x-4 py-5">
      <dt className="col-start-2 row-start-1 text-[0.65rem] tracking-[0.25em] text-stone uppercase">{props.label}</dt>
      {props.picture && <dd className="col-start-1 row-span-2 row-start-1">{props.picture}</dd>}
      <dd className="col-start-2 row-start-2 mt-1 min-w-0">
        <p className="font-serif text-xl leading-snug">{props.title}</p>
        {props.details.map((d) => (
          <p key={d} className="mt-0.5 text-sm text-stone">
            {d}
          </p>
        ))}
        <button
          type="button"
          onClick={() => {
            clearSession(props.changeTo);
            void navigate(CHANGE_PATHS[props.changeTo]);
          }}
          className={`mt-2 text-[0.65rem] tracking-[0.18em] uppercase ${textLinkClass}`}
        >
          {t('ringBuilder.ringConfirmation.change')} {props.changeTo === 'ring' ? t('ringBuilder.ringConfirmation.theSetting') : t('ringBuilder.ringConfirmation.theDiamond')}
        </button>
      </dd>
      <dd data-testid={props.testId} className="col-start-3 row-span-2 row-start-1 text-right text-base whitespace-nowrap tabular-nums">
        {formatRM(props.priceSen)}
        <Converted sen={props.priceSen} />
      </dd>
    </div>
  );
}

/**
 * Add to Cart when logged in; a visitor is told why and sent to log in, coming back here (storefront §2, §6).
 * `signedIn`: the server knew the shopper (their page session) and drew Add to Cart from the first render.
 */
function FinishAction({ ring, signedIn }: { ring: FinishedRing; signedIn: boolean }) {
  const { loggedIn: inThisTab } = useSession();
  const loggedIn = inThisTab || signedIn;
  const navigate = useNavigate();
  const { notice, show, dismiss } = useNotice();
  const [busy, setBusy] = useState(false);

  if (!loggedIn) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink">{t('ringBuilder.ringConfirmation.logInToSave')}</p>
        <Link
          to={LOGIN_PATH}
          onClick={() => {
            browserSession.rememberReturnPath(WIZARD_COMPLETED_PATH);
            writeSession('loginReason', LOGIN_REASON_RING);
          }}
          className={`${buttonClass} w-full py-4`}
        >
          {t('ringBuilder.ringConfirmation.checkout')}
        </Link>
      </div>
    );
  }

  async function addToCart() {
    dismiss();
    setBusy(true);
    try {
      const answer = await shopApi.post('/api/user/cart', ring.cartRequest);
      if (!answer) return; // on the way to login
      if (answer.code !== '200') {
        show(errorNotice(answer.message));
        return;
      }
      forgetFinishedRing();
      announceCartChanged();
      show(noticeOfAnswer(answer));
      await navigate('/cart');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <button type="button" onClick={() => void addToCart()} disabled={busy} className={`${buttonClass} w-full py-4`}>
        {busy ? t('ringBuilder.ringConfirmation.adding') : t('ringBuilder.ringConfirmation.addToCart')}
      </button>
      <NoticeArea notice={notice} onDismiss={dismiss} />
    </div>
  );
}

function StoneGone({ message, similarHref }: { message: string; similarHref?: string }) {
  const navigate = useNavigate();
  return (
    <Problem
      title={t('ringBuilder.ringConfirmation.yourDiamondIsNo')}
      text={message}
      action={{
        // taken while the page was open: straight to diamonds like it (type, shape, about its carat)
        label: similarHref ? t('diamonds.stoneTaken.seeSimilar') : t('ringBuilder.ringConfirmation.chooseAnotherDiamond'),
        onClick: () => {
          clearSession('diamond');
          void navigate(similarHref ?? CHANGE_PATHS.diamond);
        },
      }}
    />
  );
}

function SettingGone({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <Problem
      title={t('ringBuilder.ringConfirmation.theIsNoLonger', { name })}
      text={t('ringBuilder.ringConfirmation.pleaseChooseAnotherSetting')}
      action={{
        label: t('ringBuilder.ringConfirmation.chooseAnotherSetting'),
        onClick: () => {
          clearSession('ring');
          void navigate(CHANGE_PATHS.ring);
        },
      }}
    />
  );
}

function Problem({ title, text, action }: { title: string; text: string; action: { label: string; onClick: () => void } }) {
  return (
    <section role="alert" className="mx-auto mt-12 flex max-w-xl flex-col items-center border border-pearl bg-ivory px-6 py-16 text-center">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      <p className="mt-4 text-stone">{text}</p>
      <button type="button" onClick={action.onClick} className={`${quietButtonClass} mt-8`}>
        {action.label}
      </button>
    </section>
  );
}
