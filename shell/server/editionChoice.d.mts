import type { Hono } from 'hono';

export declare const EDITION_KEYS: readonly string[];
export declare function editionChoiceRoute(app: Hono, secure: () => boolean): void;
