import { expect, test } from '@playwright/test';
import { BANNER_TEXT_AREA } from '../../src/domain/shop/banner-layout';

/**
 * The home hero (issue 15): no art covers the banner's words at any width. The banner art keeps out of
 * BANNER_TEXT_AREA (measured on the drawn pictures in src/server/modules/media/banner-art.test.ts); here every slide's
 * words (eyebrow, title, subtitle, calls to action) are measured where the browser lays them out over its picture
 * (object-fit: cover may crop it) and must stay inside that area, and inside the picture, from 390 to 1920 px.
 */

const WIDTHS = [390, 640, 768, 1024, 1280, 1440, 1920];

interface TextExtent {
  /** Of the drawn picture: 0 its left or top edge, 1 its right or bottom edge. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

test.describe('home hero', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of WIDTHS) {
    test(`at ${width} px every slide's words stay inside the area the art keeps clear of`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const slides = page.locator('[data-home-section="banner"] [data-carousel-slide]');
      expect(await slides.count()).toBeGreaterThan(1);
      // every slide's picture arrives with the page, so none is blank when the banner turns to it
      await expect
        .poll(() => slides.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), { timeout: 20_000 })
        .toBe(true);
      for (let i = 0; i < (await slides.count()); i++) {
        const extent: TextExtent = await slides.nth(i).evaluate((slide) => {
          const img = slide.querySelector('img')!;
          const box = img.getBoundingClientRect();
          // object-fit: cover scales the picture to fill the box and centres it, cropping what overflows
          const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
          const [w, h] = [img.naturalWidth * scale, img.naturalHeight * scale];
          const [x0, y0] = [box.left + (box.width - w) / 2, box.top + (box.height - h) / 2];
          const rects: DOMRect[] = [];
          for (const el of slide.querySelectorAll('[data-banner-text] :is(p, h1, h2, a)')) {
            if (el.getBoundingClientRect().width === 0) continue; // not shown at this width
            if (el.tagName === 'A') rects.push(el.getBoundingClientRect());
            else {
              // the words themselves, not the block they sit in
              const range = document.createRange();
              range.selectNodeContents(el);
              rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
            }
          }
          return {
            left: Math.min(...rects.map((r) => (r.left - x0) / w)),
            right: Math.max(...rects.map((r) => (r.right - x0) / w)),
            top: Math.min(...rects.map((r) => (r.top - y0) / h)),
            bottom: Math.max(...rects.map((r) => (r.bottom - y0) / h)),
          };
        });
        const slide = `slide ${i + 1}`;
        // inside the part of the picture that is shown
        expect(extent.left, slide).toBeGreaterThanOrEqual(0);
        expect(extent.right, slide).toBeLessThanOrEqual(1);
        if (width < 768) {
          expect(extent.top, slide).toBeGreaterThanOrEqual(width < 640 ? 0 : 0.1);
          expect(extent.bottom, slide).toBeLessThanOrEqual(BANNER_TEXT_AREA.mobile.textUntil);
        } else {
          expect(extent.top, slide).toBeGreaterThanOrEqual(0.02);
          expect(extent.bottom, slide).toBeLessThanOrEqual(0.98);
          expect(extent.right, slide).toBeLessThanOrEqual(BANNER_TEXT_AREA.desktop.textUntil);
        }
      }
    });
  }
});
