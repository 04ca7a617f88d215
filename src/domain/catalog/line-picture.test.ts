import { describe, expect, it } from 'vitest';
import { linePictureOf } from './line-picture.ts';

const pictures = ['kl-101_rose_round_top.webp', 'kl-101_white_round_top.webp', 'kl-101_white_oval_top.webp', 'kl-101_yellow_round_top.webp'].map((image_name) => ({ image_name, url: `/images/products/${image_name}` }));

describe('the picture of a cart or order line shows the piece as chosen', () => {
  it('in its metal colour and with the diamond’s shape', () => {
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'White', shape: 'OVAL' })).toBe('/images/products/kl-101_white_oval_top.webp');
  });
  it('platinum shows the white picture; a shape without a picture falls back to the colour’s first', () => {
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'Platinum', shape: 'HEART' })).toBe('/images/products/kl-101_white_round_top.webp');
  });
  it('a piece without a diamond shows its colour; nothing matching shows the first picture', () => {
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'Yellow' })).toBe('/images/products/kl-101_yellow_round_top.webp');
    expect(linePictureOf(pictures, { sku: 'OTHER', colour: 'Rose' })).toBe('/images/products/kl-101_rose_round_top.webp');
    expect(linePictureOf([], { sku: 'KL-101', colour: 'Rose' })).toBe('');
  });
  it('a ring with its diamond shows the stone in its colour\'s tone, as the finished ring does (issue 30)', () => {
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'White', shape: 'OVAL', diamondColour: 'WX' })).toBe('/images/products/kl-101_white_oval_tinted_top.webp');
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'White', shape: 'OVAL', diamondColour: 'D' })).toBe('/images/products/kl-101_white_oval_icy_top.webp');
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'White', shape: 'OVAL', diamondColour: 'H' })).toBe('/images/products/kl-101_white_oval_top.webp');
    // a picture not of the stone's shape is not redrawn with it
    expect(linePictureOf(pictures, { sku: 'KL-101', colour: 'White', shape: 'HEART', diamondColour: 'WX' })).toBe('/images/products/kl-101_white_round_top.webp');
  });
});
