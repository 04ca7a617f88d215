import { describe, expect, it } from 'vitest';
import { productImageSet } from '../../../domain/catalog/image-names';
import { cardColours, cardLink, cardPictures } from './card';

const gallery = (colour: string) => productImageSet('KL-ER-0001', colour, 'ROUND').normal;

describe('product card pictures (storefront §3: _top and _side per colour)', () => {
  it('shows the first colour’s top view, and its side view on hover', () => {
    const pictures = cardPictures({ colours: ['rose', 'white'], images: [...gallery('white'), ...gallery('rose')] });
    expect(pictures.top?.image_name).toBe('KL-ER-0001_rose_round_top.webp');
    expect(pictures.side?.image_name).toBe('KL-ER-0001_rose_round_side.webp');
  });
  it('platinum shows the white pictures', () => {
    expect(cardPictures({ colours: ['platinum'], images: gallery('white') }).top?.image_name).toBe('KL-ER-0001_white_round_top.webp');
  });
  it('falls back to any picture, and to none', () => {
    const odd = [{ image_name: 'anything.webp', url: '/images/x.webp' }];
    expect(cardPictures({ colours: ['white'], images: odd })).toEqual({ top: odd[0], side: null });
    expect(cardPictures({ colours: [], images: [] })).toEqual({ top: null, side: null });
  });
  it('a photograph staff uploaded of the first colour leads, the drawn top view shows on hover (issue 14)', () => {
    const upload = { image_name: 'KL-ER-0001_rose_round_upload-9.webp', url: '/images/uploads/KL-ER-0001_rose_round_upload-9.webp' };
    const other = { image_name: 'KL-ER-0001_white_round_upload-8.webp', url: '/images/uploads/KL-ER-0001_white_round_upload-8.webp' };
    const pictures = cardPictures({ colours: ['rose', 'white'], images: [other, upload, ...gallery('rose')] });
    expect(pictures.top).toEqual(upload);
    expect(pictures.side?.image_name).toBe('KL-ER-0001_rose_round_top.webp');
  });
  it('leads to the product page in the colour the card shows (issue 15: the card opens where it left off)', () => {
    expect(cardLink({ slugId: 'amara-solitaire', colours: ['white', 'rose', 'yellow'] })).toBe('/product/amara-solitaire?colour=white');
    expect(cardLink({ slugId: 'kasih-heart-silver-necklace', colours: ['silver'] })).toBe('/product/kasih-heart-silver-necklace?colour=silver');
    expect(cardLink({ slugId: 'plain', colours: [] })).toBe('/product/plain');
  });

  it('keeps the known metal colours once each', () => {
    expect(cardColours(['White', 'rose', 'white', 'bronze'])).toEqual(['white', 'rose']);
  });
});
