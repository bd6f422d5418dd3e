export declare const VIDEO_FRAME_ORIGINS: string[];
export declare const EMBED_FRAME_ORIGINS: string[];
export declare const PERMISSIONS_POLICY: string;
export interface CspConfig {
  supabaseUrl: string;
  remotes: Record<string, string>;
  adNetwork?: { client?: string; scriptUrl?: string };
}
/** Hosts besides Supabase that content may load images and streams from (CSP_IMAGE_ORIGINS, CSP_STREAM_ORIGINS). */
export interface ContentOrigins {
  imageOrigins?: readonly string[];
  streamOrigins?: readonly string[];
}
export declare function contentOriginsFromEnv(env?: NodeJS.ProcessEnv): Required<ContentOrigins>;
export declare function contentSecurityPolicy(config: CspConfig, content?: ContentOrigins): string;
export declare function securityHeaders(config: CspConfig, content?: ContentOrigins): Record<string, string>;
