export declare function parseRemotesFile(text: string): Record<string, string>;
export declare function remotesEnv(env: NodeJS.ProcessEnv): () => NodeJS.ProcessEnv;
