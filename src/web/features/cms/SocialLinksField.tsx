import { SOCIAL_NETWORKS, type SocialLink } from '../../../domain/contract/content';
import { inputBoxClass, labelClass } from '../../components/ui';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

/** At most this many social links (the shop-details change schema's limit). */
const SOCIAL_LINKS_MAX = 10;
const NETWORK_NAMES: Record<SocialLink['network'], string> = { facebook: t('cms.socialLinksField.facebook'), instagram: t('cms.socialLinksField.instagram'), tiktok: 'TikTok', youtube: 'YouTube', whatsapp: 'WhatsApp' };
const smallButtonClass = 'px-2 py-1 text-[0.68rem] tracking-[0.2em] text-stone uppercase hover:text-ink disabled:opacity-30';

/** The shop's social links (the footer and Contact Us): network, the words shown, and the https address. */
export function SocialLinksField({ links, onChange }: { links: SocialLink[]; onChange: (links: SocialLink[]) => void }) {
  const set = (i: number, link: SocialLink) => onChange(links.map((l, j) => (j === i ? link : l)));
  const free = SOCIAL_NETWORKS.find((n) => !links.some((l) => l.network === n)) ?? SOCIAL_NETWORKS[0];
  return (
    <fieldset className="grid gap-3">
      <legend className={labelClass}>{t('cms.socialLinksField.socialLinksFooterAnd')}</legend>
      {links.length === 0 && <p className="mt-2 text-sm text-stone">{t('cms.socialLinksField.noSocialLinksThe')}</p>}
      <ul className="mt-2 grid gap-2">
        {links.map((l, i) => (
          <li key={i} className="grid items-center gap-2 md:grid-cols-[9rem_minmax(0,1fr)_minmax(0,2fr)_auto]">
            <select value={l.network} onChange={(e) => set(i, { ...l, network: e.target.value as SocialLink['network'] })} aria-label={t('cms.socialLinksField.networkOfLink', { value: i + 1 })} className={`${inputBoxClass} mt-0 w-full`}>
              {SOCIAL_NETWORKS.map((n) => (
                <option key={n} value={n}>
                  {NETWORK_NAMES[n]}
                </option>
              ))}
            </select>
            <input value={l.label} onChange={(e) => set(i, { ...l, label: e.target.value })} aria-label={t('cms.socialLinksField.wordsShownForLink', { value: i + 1 })} className={`${inputBoxClass} mt-0 w-full`} />
            <input value={l.url} onChange={(e) => set(i, { ...l, url: e.target.value })} aria-label={t('cms.socialLinksField.addressOfLink', { value: i + 1 })} placeholder={t('cms.socialLinksField.https')} spellCheck={false} className={`${inputBoxClass} mt-0 w-full font-mono text-sm`} />
            <div className="flex">
              <button type="button" className={smallButtonClass} disabled={i === 0} onClick={() => onChange([...links.slice(0, i - 1), l, links[i - 1], ...links.slice(i + 1)])} aria-label={t('cms.socialLinksField.moveLinkUp', { value: i + 1 })}>
                ↑
              </button>
              <button type="button" className={`${smallButtonClass} hover:text-ruby`} onClick={() => onChange(links.filter((_, j) => j !== i))} aria-label={t('cms.socialLinksField.removeLink', { value: i + 1 })}>
                {t('cms.socialLinksField.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" disabled={links.length >= SOCIAL_LINKS_MAX} onClick={() => onChange([...links, { network: free, label: NETWORK_NAMES[free], url: '' }])} className="justify-self-start text-sm text-stone underline underline-offset-4 hover:text-ink disabled:opacity-40">
        {t('cms.socialLinksField.addASocialLink')}
      </button>
    </fieldset>
  );
}
