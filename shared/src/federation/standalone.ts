// @newsroom/shared/standalone: a remote's standalone page (its bootstrap.tsx and routes), out of
// the barrel every portal page loads (decision 182).
export * from './StandaloneApp.tsx';
export * from './startStandalone.tsx';
