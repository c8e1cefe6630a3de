export { SecretBox, SecretOpenError } from './secret-box.js';
