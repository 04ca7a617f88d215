import { LAB_MARKS, SITE_IMAGES, styleImageName } from '../../../../domain/catalog/image-names.ts';
import { shapeFromSlug } from '../../../../domain/diamonds/shapes.ts';
import { avatar, labMark, logo } from './marks.ts';
import { comingSoonScene, consultationScene, inStoreScene } from './places.ts';
import { bannerScene, drawScene, shareScene, type Scene } from './scenes.ts';
import { bridalScene, categoryScene, diamondTypeScene, giftScene, menScene, shapeScene, styleScene } from './tiles.ts';

/** Site pictures by key (the path under /images/ without its extension). Bump ART_VERSION when drawings change. */
export const ART_VERSION = '4';

const LAB_CODES = new Set<string>(LAB_MARKS.map(([code]) => code));

function sceneFor(dir: string, name: string, brand: string): Scene | undefined {
  if (dir === 'banners') {
    const m = /^(.+)-(desktop|mobile)$/.exec(name);
    return m ? bannerScene(m[1], m[2] === 'mobile') : undefined;
  }
  if (dir === 'shapes') {
    const shape = shapeFromSlug(name);
    return shape && name === name.toLowerCase() ? shapeScene(shape) : undefined;
  }
  if (dir === 'styles') {
    const style = styleImageName(name);
    return style ? styleScene(style) : undefined;
  }
  if (dir === 'tiles') {
    const m = /^(category|bridal|men|gift)-(.+)$/.exec(name);
    if (!m) return undefined;
    const make = { category: categoryScene, bridal: bridalScene, men: menScene, gift: giftScene }[m[1] as 'category'];
    return make(m[2]);
  }
  if (dir === 'site') {
    switch (name) {
      case 'share':
        return shareScene(brand);
      case 'coming-soon':
        return comingSoonScene();
      case 'consultation':
        return consultationScene();
      case 'in-store':
        return inStoreScene();
      case 'natural-diamond':
        return diamondTypeScene('natural');
      case 'lab-grown-diamond':
        return diamondTypeScene('lab-grown');
    }
  }
  return undefined;
}

/** The design size of each site picture: its intrinsic size from the catalogue. */
const DESIGN_SIZES = new Map<string, [number, number]>();
function designSize(key: string, w: number, h: number): [number, number] {
  if (DESIGN_SIZES.size === 0) {
    const all = [
      ...SITE_IMAGES.shapes, ...SITE_IMAGES.categories, ...SITE_IMAGES.bridal, ...SITE_IMAGES.men, ...SITE_IMAGES.gifts, ...SITE_IMAGES.styles,
      ...SITE_IMAGES.banners.flatMap((b) => [b.desktop, b.mobile]), SITE_IMAGES.proposeNow.desktop, SITE_IMAGES.proposeNow.mobile,
      SITE_IMAGES.comingSoon, SITE_IMAGES.consultation, SITE_IMAGES.inStore, SITE_IMAGES.diamondTypes.natural, SITE_IMAGES.diamondTypes.labGrown, SITE_IMAGES.share,
    ];
    for (const i of all) DESIGN_SIZES.set(i.url.slice('/images/'.length).replace(/\.webp$/, ''), [i.width, i.height]);
  }
  return DESIGN_SIZES.get(key) ?? [w, h];
}

/** The drawing of a site picture (a function of the output size), or undefined for an unknown key. */
export function siteArt(key: string, brand: string): ((w: number, h: number) => string) | undefined {
  const [dir, name, extra] = key.split('/');
  if (!name || extra !== undefined) return undefined;
  if (dir === 'labs') return LAB_CODES.has(name) ? (w, h) => labMark(name, w, h)! : undefined;
  if (key === 'site/logo') return (w, h) => logo(brand, w, h);
  const reviewer = /^reviewer-([a-z]{1,3})$/.exec(name);
  if (dir === 'site' && reviewer) return (w, h) => avatar(reviewer[1], w, h);
  const scene = sceneFor(dir, name, brand);
  if (!scene) return undefined;
  return (w, h) => {
    const [dw, dh] = designSize(key, w, h);
    return drawScene(scene, dw, dh, w, h);
  };
}

/** The SVG of a site picture drawn w × h pixels, or undefined for an unknown key. */
export function siteSvg(key: string, w: number, h: number, brand: string): string | undefined {
  return siteArt(key, brand)?.(w, h);
}
