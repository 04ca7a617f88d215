import type { ShopSettings } from '../../domain/contract/content';

/** Shop details from the settings object: company, address, telephone, fax, e-mail, hours, social links. */
export function SiteFooter({ settings }: { settings: ShopSettings }) {
  const { address } = settings;
  return (
    <footer className="mt-24 border-t border-pearl bg-ivory">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-16 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="font-serif text-3xl">{settings.brandName}</p>
          <p className="mt-3 text-sm leading-relaxed text-stone">
            {settings.companyName}
            {settings.companyRegistrationNo && <span className="block">Company No. {settings.companyRegistrationNo}</span>}
          </p>
          <address className="mt-3 text-sm leading-relaxed text-stone not-italic">
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
        <div className="text-sm leading-relaxed text-stone">
          <p className="mb-3 text-xs tracking-[0.25em] text-ink uppercase">Visit and call</p>
          <p>
            Tel: <a className="hover:text-ink" href={`tel:${settings.telephone.replace(/[^+\d]/g, '')}`}>{settings.telephone}</a>
          </p>
          {settings.fax && <p>Fax: {settings.fax}</p>}
          <p>
            E-mail: <a className="hover:text-ink" href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          <ul className="mt-3">
            {settings.openingHours.map((h) => (
              <li key={h.days}>
                {h.days}: {h.hours}
              </li>
            ))}
          </ul>
        </div>
        <div className="text-sm text-stone">
          <p className="mb-3 text-xs tracking-[0.25em] text-ink uppercase">Follow us</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {settings.socialLinks.map((s) => (
              <li key={s.network}>
                <a className="hover:text-ink" href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-pearl py-6 text-center text-xs tracking-wide text-stone">
        © {new Date().getFullYear()} {settings.companyName.replace(/\.$/, '')}. All rights reserved.
      </p>
    </footer>
  );
}
