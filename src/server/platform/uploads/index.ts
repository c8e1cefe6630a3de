export {
  detectFormat,
  formatsOf,
  tooLargeMessage,
  unreadableMessage,
  wrongFormatMessage,
  UPLOAD_FORMATS,
  type UploadFormat,
  type UploadKind,
} from './formats.js';
export {
  receiveUpload,
  type ImageDecoder,
  type ReceiveUploadOptions,
  type StoredUpload,
} from './intake.js';
export {
  checkPartNames,
  fieldText,
  readableMultipartError,
  readUploadForm,
  registerMultipart,
  type UploadForm,
  type UploadFormSpec,
  type UploadLimits,
} from './form.js';
export { SNIFF_BYTES } from './formats.js';
