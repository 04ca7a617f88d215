import { describe, expect, it } from 'vitest';
import { isCampaignTag, pageAddressOf } from './page-address.ts';

describe('the address a page is kept under', () => {
  it('leaves out the tags of campaigns and clicks, whatever they say', () => {
    expect(pageAddressOf('/products/engagementring?utm_source=newsletter&utm_medium=email&utm_campaign=raya')).toBe('/products/engagementring');
    expect(pageAddressOf('/product/amara-solitaire?gclid=abc&fbclid=def&msclkid=ghi&ref=instagram')).toBe('/product/amara-solitaire');
    expect(pageAddressOf('/?UTM_Source=Upper')).toBe('/');
  });

  it('keeps the parameters that change the page, in name order, so one page is rendered for either order', () => {
    expect(pageAddressOf('/product/amara-solitaire?size=12&colour=white&utm_source=x')).toBe('/product/amara-solitaire?colour=white&size=12');
    expect(pageAddressOf('/product/amara-solitaire?colour=white&size=12')).toBe(pageAddressOf('/product/amara-solitaire?size=12&colour=white'));
    // a parameter given twice keeps the order of its values
    expect(pageAddressOf('/products?b=1&a=2&a=1')).toBe('/products?a=2&a=1&b=1');
  });

  it('leaves an address without parameters as it is', () => {
    expect(pageAddressOf('/products/engagementring')).toBe('/products/engagementring');
    expect(pageAddressOf('/products?')).toBe('/products');
  });

  it('names campaign tags by name and by prefix, and nothing the shop uses', () => {
    for (const tag of ['utm_source', 'utm_id', 'gclid', 'gbraid', 'fbclid', 'msclkid', 'ttclid', 'mc_cid', '_gl', 'ref', 'pk_campaign']) expect(isCampaignTag(tag)).toBe(true);
    for (const param of ['colour', 'size', 'shape', 'carat', 'keyword', 'page', 'filters', 'status', 'q', 'stone', 'price', 'sort']) expect(isCampaignTag(param)).toBe(false);
  });
});
