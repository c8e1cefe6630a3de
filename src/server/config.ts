// The configuration lives in config/, one slice per concern; this keeps its imports short.
export * from './config/index.js';
