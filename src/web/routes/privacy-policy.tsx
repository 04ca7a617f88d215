import { textLinkClass } from '../components/ui';
import { InformationPage, type InformationSection } from '../features/information/InformationPage';
import { pageMeta } from '../lib/seo';
import { rootDataOf, useShopSettings } from '../lib/shop';
import type { Route } from './+types/privacy-policy';

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    title: 'Privacy Policy',
    description: 'What we collect when you shop with us, how we use and protect it, and how to reach us about your personal information.',
    path: '/privacy-policy',
    origin: root?.origin ?? '',
    brandName: root?.settings.brandName ?? '',
  });
}

/** The privacy policy (account spec §2 "Static pages"), linked from registration. */
export default function PrivacyPolicy() {
  const settings = useShopSettings();
  const brand = settings?.brandName ?? 'Kilau';
  const email = settings?.email ?? '';
  const sections: InformationSection[] = [
    {
      heading: 'Information we collect',
      paragraphs: [`When you register, shop or write to us, ${brand} keeps what you give us and what we need to serve you:`],
      points: [
        'Your name, e-mail address and phone number.',
        'The delivery addresses in your address book.',
        'Your orders: the pieces, ring sizes, inscriptions and diamonds you chose, and how you paid.',
        'Enquiries and hints you send through the shop.',
        'Technical details of your visit (address of your device, browser, pages requested), kept in our server logs for security.',
      ],
    },
    {
      heading: 'How we use and share it',
      paragraphs: [
        'We use your information to make and deliver your jewellery, to keep your account and address book, to answer your enquiries, to confirm payments and to send the e-mails you ask for, such as a password reset link.',
        'We share only what each partner needs to do their part: the payment gateway receives the order amount and the details needed to take your payment, and our couriers receive your name, delivery address and phone number. We never sell your personal information, and we do not share it for other companies’ marketing.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Your password is stored only as a one-way hash; no one at the shop can read it. Sessions use short-lived tokens that are renewed as you shop and end when you log out or reset your password. Card and online-banking details are entered at the payment gateway and never reach our servers.',
        'Access to customer records is limited to the staff who need it to serve you.',
      ],
    },
    {
      heading: 'External sites',
      paragraphs: [
        'Our pages link to other sites, such as certificate pages of the grading laboratories, our social media pages and the payment gateway. Their own privacy policies apply there; we are not responsible for their content or practices.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['We may update this policy as our shop and the law change. The date at the top shows the latest version; continuing to use the shop after a change means you accept the updated policy.'],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        <>
          To see, correct or delete the personal information we hold about you, or for any question about this policy, e-mail us at{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>
          . You can change your name, e-mail, phone and addresses at any time in My Profile and My Address Book.
        </>,
      ],
    },
  ];
  return <InformationPage eyebrow="Policies" title="Privacy Policy" intro={`Your trust matters to us. This policy explains what personal information ${brand} collects, how we use it and how we keep it safe.`} updated="23 November 2026" sections={sections} />;
}
