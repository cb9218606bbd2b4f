export * from './common.js';
export * from './categories.js';
export * from './products.js';
export * from './bookings.js';
export * from './users.js';
export * from './pages.js';
export * from './screens.js';
