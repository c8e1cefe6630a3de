/** platform/outbound's face: the one file of the folder that code outside it imports. */
export { OutboundRequestError, postPinned } from './post.js';
export { OutboundTargetError, resolveOutboundTarget, type AddressLookup } from './target.js';
