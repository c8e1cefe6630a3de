export * from './auth.js';
export * from './credits.js';
export * from './events.js';
export * from './mail.js';
export * from './videos.js';
export * from './images.js';
export * from './billing.js';
export * from './marketing.js';
