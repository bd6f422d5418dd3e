import type { z } from 'zod';
import type { RegisteredRemote } from '../../config/runtimeConfig.ts';

export declare const RESERVED_ROUTES: Record<string, string | null>;
export declare const registryEntrySchema: z.ZodType<RegistryEntry>;

export type RouteAccess = 'everyone' | 'signed-in' | 'editor' | 'admin';
export type NavPlace = 'main' | 'dropdown' | 'footer' | 'mobile';

/** One remote of the registry file (decision 188). */
export interface RegistryEntry {
  name: string;
  container: string;
  manifestUrl: string;
  version: string;
  entryFile: string;
  integrity: string;
  serverIntegrity?: string;
  /** Each server chunk's SHA-384, by file name (decision 214). */
  serverChunks?: Record<string, string>;
  routes: { path: string; module: string; access: RouteAccess }[];
  nav: { label: string; href: string; place: NavPlace; order: number }[];
  slots: { slot: 'home-panel' | 'story-sidebar'; module: string }[];
  /** A new version for `percent` % of readers (decision 207); promoted or rolled back by editing it. */
  canary?: CanaryVersion;
}

export interface CanaryVersion {
  manifestUrl: string;
  version: string;
  integrity: string;
  /** Its server container's SHA-384, which becomes the entry's `serverIntegrity` when it is promoted (decision 215). */
  serverIntegrity?: string;
  serverChunks?: Record<string, string>;
  percent: number;
}

export declare function containerNameOf(name: string): string;
export declare function routesOverlap(a: string, b: string): boolean;
export declare function validateRegistry(
  body: unknown,
  options: { allowedOrigins: readonly string[] },
): { remotes: RegistryEntry[]; problems: string[] };
export declare function browserEntry(entry: RegistryEntry): RegisteredRemote;
