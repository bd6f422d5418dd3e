export * from './messages.ts';
export * from './validation.ts';
export * from './adminCheck.ts';
export * from './authStore.ts';
export * from './editorRights.ts';
export * from './emailActions.ts';
