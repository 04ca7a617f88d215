import { describe, expect, it } from 'vitest';
import { atCaratView, handPictureUrl, picturesFor } from './pictures';
import { engagementRing, pendant } from './test-fixtures';

const ring = engagementRing();
const names = (images: { image_name: string }[]) => images.map((i) => i.image_name);

describe('the pictures of the chosen piece: filtered by sku, colour (platinum and silver show white), shape and carat view', () => {
  it('shows the gallery and the 24 frames of the colour and shape, frames in turning order', () => {
    const p = picturesFor(ring.images, { sku: ring.skuId, colour: 'Rose', shape: 'OVAL', carat: undefined });
    expect(names(p.gallery)).toEqual(['KL-ER-0001_rose_oval_top.webp', 'KL-ER-0001_rose_oval_side.webp', 'KL-ER-0001_rose_oval_hand.webp']);
    expect(p.top?.url).toBe('/images/products/KL-ER-0001_rose_oval_top.webp');
    expect(p.frames).toHaveLength(24);
    expect(p.frames[0].image_name).toBe('KL-ER-0001_rose_oval_360-00.webp');
    expect(p.frames[23].image_name).toBe('KL-ER-0001_rose_oval_360-23.webp');
  });

  it('platinum shows the white pictures', () => {
    const p = picturesFor(ring.images, { sku: ring.skuId, colour: 'Platinum', shape: 'ROUND', carat: undefined });
    expect(p.side?.image_name).toBe('KL-ER-0001_white_round_side.webp');
  });

  it('a carat view asks for the pictures drawn at that carat', () => {
    const p = picturesFor(ring.images, { sku: ring.skuId, colour: 'Yellow', shape: 'ROUND', carat: '2ct' });
    expect(p.top?.url).toBe('/images/products/KL-ER-0001_yellow_round_2ct_top.webp');
    expect(p.frames[5].image_name).toBe('KL-ER-0001_yellow_round_2ct_360-05.webp');
    expect(atCaratView({ image_name: 'not-a-product.webp', url: '/x/not-a-product.webp' }, '1ct').url).toBe('/x/not-a-product.webp');
  });

  it('slides listed for another colour fall back to the drawn slides of the chosen one', () => {
    const p = picturesFor(ring.images, { sku: ring.skuId, colour: 'Rose', shape: 'ROUND', carat: undefined });
    expect(names(p.slides)).toEqual(['KL-ER-0001_rose_round_slider1.webp', 'KL-ER-0001_rose_round_slider2.webp', 'KL-ER-0001_rose_round_slider3.webp']);
    const white = picturesFor(ring.images, { sku: ring.skuId, colour: 'White', shape: 'ROUND', carat: undefined });
    expect(white.slides.map((s) => s.url)).toEqual(ring.images.slider.map((s) => s.url));
  });

  it('a pendant without rose pictures listed still shows rose ones', () => {
    const p = pendant();
    expect(picturesFor(p.images, { sku: p.skuId, colour: 'Rose', shape: 'PEAR', carat: undefined }).top?.image_name).toBe('KL-NP-0002_rose_pear_top.webp');
  });

  it('the hand picture at a skin tone', () => {
    const p = picturesFor(ring.images, { sku: ring.skuId, colour: 'White', shape: 'ROUND', carat: undefined });
    expect(handPictureUrl(p.hand!, 3)).toBe('/images/products/KL-ER-0001_white_round_hand-3.webp');
  });
});
