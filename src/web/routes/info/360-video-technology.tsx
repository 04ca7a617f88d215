import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/360-video-technology';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.360VideoTechnology.n360VideoTechnology'),
    description: t('information.360VideoTechnology.seeTheVeryDiamond'),
    path: '/360-video-technology',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.360VideoTechnology.theVeryDiamondYou'),
    paragraphs: [
      t('information.360VideoTechnology.twoDiamondsWithIdentical'),
    ],
  },
  {
    heading: t('information.360VideoTechnology.whatToLookFor'),
    points: [
      t('information.360VideoTechnology.brillianceAndFireAs'),
      t('information.360VideoTechnology.inclusionsTheVideoShows'),
      t('information.360VideoTechnology.colourAgainstTheWhite'),
      t('information.360VideoTechnology.shapeAndOutlineHow'),
    ],
  },
  {
    heading: t('information.360VideoTechnology.everySettingFromEvery'),
    paragraphs: [
      t('information.360VideoTechnology.ourRingSettingsTurn'),
    ],
  },
  {
    heading: t('information.360VideoTechnology.backedByACertificate'),
    paragraphs: [
      <>
        {t('information.360VideoTechnology.theVideoShowsBeauty', { certificationAboveCarat: POLICY.certificationAboveCarat })}{' '}
        <Link className={textLinkClass} to="/kilau-education">
          {t('information.360VideoTechnology.diamondEducation')}
        </Link>{' '}
        {t('information.360VideoTechnology.explainsHowToRead')}
      </>,
    ],
  },
  {
    heading: t('information.360VideoTechnology.seeingItInPerson'),
    paragraphs: [
      <>
        {t('information.360VideoTechnology.preferToSeeA')}{' '}
        <Link className={textLinkClass} to="/contact-us">
          {t('information.360VideoTechnology.bookAnAppointment')}
        </Link>
        .
      </>,
    ],
  },
];

/** 360° Video Technology (account spec §2 "Static pages"). */
export default function VideoTechnology() {
  return (
    <InformationPage
      eyebrow={t('information.360VideoTechnology.howWeWork')}
      title={t('information.360VideoTechnology.n360VideoTechnology')}
      intro={t('information.360VideoTechnology.intro')}
      sections={SECTIONS}
      related={relatedPages('education', 'priceMatch', 'printing', 'promises')}
    />
  );
}
