/** The catalog module's face: what other modules may use of it. */

// what other modules use of this one
export { addSubcategory, changeCategory, changeSubcategory, orderSubcategories, removeSubcategory } from './category-changes.ts';
export { safeDescriptionHtml } from './description-html.ts';
export { addUploadedPicture, removeUploadedPicture } from './picture-changes.ts';
export { addColourOptions, addMetal, addProduct, addRingSizePrices, changeProduct, lowestPriceSen, redrawPictures, setColourPrice, setRingSizePrice } from './product-changes.ts';
export type { CatalogService } from './service.ts';
