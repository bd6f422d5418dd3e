export * from './imageValidation.ts';
export * from './uploadImage.ts';
export * from './useImageUpload.ts';
export * from './ImageUploadField.tsx';
