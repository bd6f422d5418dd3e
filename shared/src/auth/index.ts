// Internal: authSession.ts (the store's client and subscription, reset by @newsroom/shared/testing).
export * from './messages.ts';
export * from './validation.ts';
export * from './adminCheck.ts';
export * from './authStore.ts';
export * from './editorRights.ts';
export * from './emailActions.ts';
