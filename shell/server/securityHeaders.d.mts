export declare const VIDEO_FRAME_ORIGINS: string[];
export declare const PERMISSIONS_POLICY: string;
export interface CspConfig {
  supabaseUrl: string;
  remotes: Record<string, string>;
  adNetwork?: { client?: string; scriptUrl?: string };
}
export declare function contentSecurityPolicy(config: CspConfig): string;
export declare function securityHeaders(config: CspConfig): Record<string, string>;
