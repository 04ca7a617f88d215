/** The media module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { createDrawingProcess, inlineDrawer } from './drawer.ts';
export { mediaRoutes } from './routes.ts';
export { createMediaService } from './service.ts';
