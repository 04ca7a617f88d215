import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BANNER_TEXT_AREA } from '../../../domain/shop/banner-layout.ts';
import { SITE_IMAGES } from '../../../domain/catalog/image-names.ts';
import { bannerScene, drawScene } from './art/scenes.ts';

/**
 * Issue 15, the home hero: no art covers the banner's words. Each banner is drawn with its pieces and decorations
 * and once as the bare backdrop; where the page sets its words (BANNER_TEXT_AREA) the two must be the same picture.
 */
async function rawOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** The largest difference (0–255, any channel) between two pictures inside [x0, x1) × [y0, y1) pixels. */
function largestDifference(a: Buffer, b: Buffer, width: number, [x0, y0, x1, y1]: readonly number[]): number {
  let most = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        most = Math.max(most, Math.abs(a[i] - b[i]));
      }
    }
  }
  return most;
}

describe('the home banners keep their art clear of the words (issue 15)', () => {
  for (const banner of SITE_IMAGES.banners) {
    for (const mobile of [false, true]) {
      it(`${banner.name} ${mobile ? 'mobile' : 'desktop'}: nothing is drawn over the backdrop where the words go`, async () => {
        const size = mobile ? banner.mobile : banner.desktop;
        const w = mobile ? 200 : 480;
        const h = Math.round((w * size.height) / size.width);
        const scene = bannerScene(banner.name, mobile)!;
        const drawn = await rawOf(drawScene(scene, size.width, size.height, w, h));
        const bare = await rawOf(drawScene({ ...scene, parts: [] }, size.width, size.height, w, h));
        const area = mobile ? [0, 0, w, Math.floor(h * BANNER_TEXT_AREA.mobile.artFrom)] : [0, 0, Math.floor(w * BANNER_TEXT_AREA.desktop.artFrom), h];
        // a shadow's last faint tail may reach in; a piece, petal, leaf or light may not
        expect(largestDifference(drawn, bare, w, area)).toBeLessThanOrEqual(8);
        // and the art is there, beside the words
        const beside = mobile ? [0, Math.floor(h * BANNER_TEXT_AREA.mobile.artFrom), w, h] : [Math.floor(w * BANNER_TEXT_AREA.desktop.artFrom), 0, w, h];
        expect(largestDifference(drawn, bare, w, beside)).toBeGreaterThan(60);
      });
    }
  }
});
