import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY, RETURN_FEES } from '../../features/information/policy';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/return-policy';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.returnPolicy.returnPolicy'),
    description: t('information.returnPolicy.ourDayRefundGuarantee', { refundGuaranteeDays: POLICY.refundGuaranteeDays }),
    path: '/return-policy',
  });
}

/** Return Policy (account spec §9: 14-day refund guarantee, refunds within 30 working days, return shipping fees). */
export default function ReturnPolicy() {
  const settings = useShopSettings();
  const email = settings?.email ?? '';
  const sections: InformationSection[] = [
    {
      heading: t('information.returnPolicy.ourDayRefundGuarantee2', { refundGuaranteeDays: POLICY.refundGuaranteeDays }),
      paragraphs: [
        t('information.returnPolicy.choosingFineJewelleryOnline', { refundGuaranteeDays: POLICY.refundGuaranteeDays }),
        t('information.returnPolicy.wouldYouRatherHave'),
      ],
    },
    {
      heading: t('information.returnPolicy.whatCanBeReturned'),
      paragraphs: [t('information.returnPolicy.toBeRefundedA')],
      points: [
        t('information.returnPolicy.unwornUndamagedAndIn'),
        t('information.returnPolicy.withItsGiaGrading'),
        t('information.returnPolicy.inItsOriginalGift'),
        t('information.returnPolicy.notResizedRepairedOr'),
      ],
      after: [
        t('information.returnPolicy.piecesEngravedWithYour'),
      ],
    },
    {
      heading: t('information.returnPolicy.howToReturnA'),
      points: [
        t('information.returnPolicy.eMailUsWithin', { refundGuaranteeDays: POLICY.refundGuaranteeDays }),
        t('information.returnPolicy.weBookAnInsured'),
        t('information.returnPolicy.packThePieceIn'),
        t('information.returnPolicy.handTheParcelTo'),
      ],
    },
    {
      heading: t('information.returnPolicy.returnShippingFees'),
      paragraphs: [
        t('information.returnPolicy.everyReturnTravelsFully', { returnFeeMalaysia: POLICY.returnFeeMalaysia, returnFeeInternational: POLICY.returnFeeInternational }),
      ],
      table: RETURN_FEES,
    },
    {
      heading: t('information.returnPolicy.yourRefund'),
      paragraphs: [
        t('information.returnPolicy.ourGemmologistsInspectEvery', { refundWithinWorkingDays: POLICY.refundWithinWorkingDays }),
        t('information.returnPolicy.anyImportTaxesOr'),
      ],
    },
    {
      heading: t('information.returnPolicy.aFaultOnArrival'),
      paragraphs: [
        <>
          {t('information.returnPolicy.ifYourPieceArrives', { faultClaimWorkingDays: POLICY.faultClaimWorkingDays })}{' '}
          <Link className={textLinkClass} to="/terms-conditions#return_refund">
            {t('information.returnPolicy.termsAndConditions')}
          </Link>{' '}
          {t('information.returnPolicy.setOutTheDetails')}
        </>,
      ],
    },
    {
      heading: t('information.returnPolicy.questions'),
      paragraphs: [
        <>
          {t('information.returnPolicy.ourTeamIsHappy')}{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          {t('information.returnPolicy.or')}{' '}
          <Link className={textLinkClass} to="/contact-us">
            {t('information.returnPolicy.contactUs')}
          </Link>
          .
        </>,
      ],
    },
  ];
  return (
    <InformationPage
      eyebrow={t('information.returnPolicy.policies')}
      title={t('information.returnPolicy.returnPolicy')}
      intro={t('information.returnPolicy.intro', { refundGuaranteeDays: POLICY.refundGuaranteeDays })}
      updated="2026-11-23"
      sections={sections}
      related={relatedPages('terms', 'resizing', 'shipping', 'faq')}
    />
  );
}
