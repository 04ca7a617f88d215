/**
 * The address a page is rendered and kept under. Links from adverts, newsletters and social posts carry tags that
 * say where a visitor came from (`utm_source`, `gclid`, `fbclid` …); they change nothing on the page, so they are left
 * out of it and every tagged visit is answered from the one kept page (the browser keeps the full address, so
 * analytics in the page still read the tags). The remaining parameters are put in name order, so the same filters
 * written in another order share one render too.
 */

/** Tags of campaign and click tracking, by name. */
const CAMPAIGN_TAGS = new Set([
  'gclid', 'gbraid', 'wbraid', 'dclid', 'gclsrc', 'fbclid', 'msclkid', 'ttclid', 'twclid', 'li_fat_id', 'igshid', 'yclid',
  'srsltid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'ref', 'epik', 'rdt_cid', 'sc_cid',
]);
/** Tags of campaign tracking, by prefix (utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id …). */
const CAMPAIGN_PREFIXES = ['utm_', 'pk_', 'mtm_', 'hsa_'];

export function isCampaignTag(name: string): boolean {
  const lower = name.toLowerCase();
  return CAMPAIGN_TAGS.has(lower) || CAMPAIGN_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The page's path with its parameters, campaign tags left out and the rest in name order. */
export function pageAddressOf(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const params = new URLSearchParams(url.slice(mark + 1));
  const kept = [...params].filter(([name]) => !isCampaignTag(name));
  // a stable sort: a parameter given twice keeps the order of its values
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (kept.length === 0) return path;
  return `${path}?${new URLSearchParams(kept).toString()}`;
}
