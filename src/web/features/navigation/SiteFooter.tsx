import { Link } from 'react-router';
import type { ShopSettings } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { FOOTER_SECTIONS } from './links';
import { SocialIcon } from './SocialIcon';
import { Picture } from '../../components/Picture';
import { t } from '../../../domain/words/catalogue';

const headingClass = 'text-[0.7rem] font-medium tracking-[0.28em] text-ink uppercase';
const linkClass = 'transition-colors hover:text-ink';

/**
 * Every page's footer (storefront §2 "Footer"): About, Why, Policies and Help links (every static page), social links,
 * the 'GRADED BY' laboratory marks, and the shop's details from the settings object, then the copyright line.
 */
export function SiteFooter({ settings }: { settings: ShopSettings }) {
  return (
    <footer className="mt-24 border-t border-pearl bg-ivory text-stone">
      <div className="mx-auto grid max-w-7xl gap-x-10 gap-y-12 px-6 pt-16 pb-12 lg:grid-cols-[1.3fr_3fr]">
        <FooterBrand settings={settings} />
        <FooterLinks />
      </div>

      <div className="mx-auto max-w-7xl px-6">
        <GradedBy />

        <ShopDetails settings={settings} />
      </div>

      <p className="border-t border-stone/15 px-6 py-6 text-center text-xs tracking-wide">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {t('components.siteFooter.allRightsReserved', { value: settings.companyName.replace(/\.$/, '') })}
      </p>
    </footer>
  );
}

/** The brand, what the shop makes, About Us and the social links. */
function FooterBrand({ settings }: { settings: ShopSettings }) {
  return (
    <div className="max-w-sm">
      <p className="font-serif text-3xl tracking-[0.18em] text-ink uppercase">{settings.brandName}</p>
      <p className="mt-4 text-sm leading-relaxed">
        {t('components.siteFooter.engagementRingsWeddingBands')}
      </p>
      <Link
        to="/about-us"
        className="mt-5 inline-block border-b border-gold/60 pb-0.5 text-[0.7rem] tracking-[0.25em] text-ink uppercase transition-colors hover:border-gold hover:text-gold-deep"
      >
        {t('components.siteFooter.aboutUs')}
      </Link>
      {settings.socialLinks.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-3" aria-label={t('components.siteFooter.followUs')}>
          {settings.socialLinks.map((s) => (
            <li key={s.network}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('components.siteFooter.onOpensInA', { brandName: settings.brandName, label: s.label })}
                className="flex size-10 items-center justify-center rounded-full border border-stone/30 text-ink transition-colors hover:border-gold hover:text-gold-deep"
              >
                <SocialIcon network={s.network} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** About, Why, Policies and Help: a link to every static page. */
function FooterLinks() {
  return (
    <nav aria-label={t('components.siteFooter.footer')} className="grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-3">
      {FOOTER_SECTIONS.map((section) => (
        <div key={section.heading}>
          <p className={headingClass}>{section.heading}</p>
          <ul className="mt-5 space-y-2.5 text-sm">
            {section.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** 'GRADED BY' and the laboratories' marks. */
function GradedBy() {
  return (
    <div className="border-t border-stone/15 py-10 text-center">
      <p className={headingClass}>{t('components.siteFooter.gradedBy')}</p>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-5">
        {SITE_IMAGES.labs.map((lab) => (
          <li key={lab.code}>
            <Picture src={lab.url} alt={lab.alt} width={lab.width} height={lab.height} sizes="150px" className="h-[60px] w-[150px] object-contain" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The shop's details from the settings: its company and address, telephone, fax and e-mail, opening hours. */
function ShopDetails({ settings }: { settings: ShopSettings }) {
  const { address } = settings;
  const telephoneHref = `tel:${settings.telephone.replace(/[^+\d]/g, '')}`;
  return (
    <div className="grid gap-8 border-t border-stone/15 py-10 text-sm leading-relaxed sm:grid-cols-3">
      <div>
        <p className={headingClass}>{settings.companyName}</p>
        {settings.companyRegistrationNo && <p className="mt-3">{t('components.siteFooter.companyNo', { companyRegistrationNo: settings.companyRegistrationNo })}</p>}
        <address className="mt-1 not-italic">
          {address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">
            {address.postcode} {address.city}, {address.state}, {address.country}
          </span>
        </address>
      </div>
      <div>
        <p className={headingClass}>{t('components.siteFooter.callAndWrite')}</p>
        <p className="mt-3">
          {t('components.siteFooter.tel')}{' '}
          <a className={linkClass} href={telephoneHref}>
            {settings.telephone}
          </a>
        </p>
        {settings.fax && <p>{t('components.siteFooter.fax', { fax: settings.fax })}</p>}
        <p>
          {t('components.siteFooter.eMail')}{' '}
          <a className={linkClass} href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </p>
      </div>
      <div>
        <p className={headingClass}>{t('components.siteFooter.openingHours')}</p>
        <ul className="mt-3">
          {settings.openingHours.map((h) => (
            <li key={h.days}>
              {h.days}: {h.hours}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
