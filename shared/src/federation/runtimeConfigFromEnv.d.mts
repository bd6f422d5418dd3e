import type { RuntimeConfig } from '../config/runtimeConfig.ts';

export type ServiceName = 'shell' | 'reader' | 'live' | 'editor' | 'admin' | 'backend';
export type RemoteName = 'reader' | 'live' | 'editor' | 'admin';

export declare const LOCAL_ANON_KEY: string;
export declare const LOCAL_PUBLISHABLE_KEY: string;
export declare const LOCAL_VAPID_PUBLIC_KEY: string;
export declare const DEFAULT_PORTS: Record<ServiceName, { env: string; port: number }>;
export declare const REMOTE_URL_ENV: Record<RemoteName, string>;
export declare function portFromEnv(service: ServiceName, env?: NodeJS.ProcessEnv): number;
export declare function runtimeConfigFromEnv(env?: NodeJS.ProcessEnv): RuntimeConfig;
