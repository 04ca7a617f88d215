export * from './catalog.ts';
export * from './diamonds.ts';
export * from './accounts.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './content.ts';
export * from './outbox.ts';
export * from './audit.ts';
