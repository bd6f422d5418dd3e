export * from './serverRender.ts';
export * from './PreparedOnServer.tsx';
export * from './useSiteOrigin.ts';
export * from './useHydrated.ts';
export * from './renderTime.ts';
export * from './useTypedBeforeHydration.ts';
