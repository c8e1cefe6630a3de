/** platform/mail's face: the one file of the folder that code outside it imports. */
export { mailDropDir, readMailDrop } from './mail-drop.js';
export { mailPortFromConfig } from './mailer.js';
export { MailDeliveryError, type MailMessage, type MailPort } from './port.js';
export { mailOutboxRoutes } from './routes.js';
