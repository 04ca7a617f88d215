/**
 * The widths the shop draws its pictures at. The media service snaps any other request up to the next one (never
 * above a picture's own width); pages offer them in `srcset`. 800 sits between 640 and 960 for a card that fills a
 * phone's width at a device pixel ratio of about 1.75 (≈ 665 px), which would otherwise fetch 960.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920] as const;

/** No picture is drawn wider than this, except at its own width when no width is asked for. */
export const LARGEST_PICTURE_WIDTH: number = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
