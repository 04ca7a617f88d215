/** The hints module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { hintRoutes } from './routes.ts';
export { createHintService } from './service.ts';
