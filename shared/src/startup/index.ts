export * from './startupWork.ts';
export * from './warmDateFormatting.ts';
