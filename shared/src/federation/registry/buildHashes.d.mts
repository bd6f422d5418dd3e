export declare function integrityOf(file: string, algorithm?: string): string;
export declare function integrityOfBytes(bytes: Uint8Array, algorithm?: string): string;
export declare function serverHashes(dist: string): { serverIntegrity?: string; serverChunks?: Record<string, string> };
