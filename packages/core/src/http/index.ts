export * from './apiClient';
export * from './apiError';
export * from './contentDisposition';
export * from './requestUrl';
export * from './saveFile';
export * from './statusMessages';
export * from './toastQueue';
