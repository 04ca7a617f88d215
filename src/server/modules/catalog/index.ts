/** The catalog module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { addSubcategory, changeCategory, changeSubcategory, orderSubcategories, removeSubcategory } from './category-changes.ts';
export { safeDescriptionHtml } from './description-html.ts';
export { addUploadedPicture, removeUploadedPicture } from './picture-changes.ts';
export { addColourOptions, addMetal, addProduct, addRingSizePrices, changeProduct, lowestPriceSen, redrawPictures, setColourPrice, setRingSizePrice } from './product-changes.ts';
export type { CatalogService } from './service.ts';

// what other modules use of this one
export { catalogRoutes } from './routes.ts';
export { createCatalogService } from './service.ts';
