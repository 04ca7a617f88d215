/** The messages module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { contactRoutes } from './routes.ts';
export { createContactService } from './service.ts';
