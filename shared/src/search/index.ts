export * from './searchDialogContract.ts';
