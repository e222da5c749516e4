export * from './audioFrame';
export * from './resample';
export * from './g711';
