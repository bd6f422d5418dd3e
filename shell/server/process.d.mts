export interface ShellProcess {
  port: number;
  pid: number;
  close(): Promise<void>;
  pause(): void;
  resume(): void;
}
export declare function startShellProcess(options: {
  env: NodeJS.ProcessEnv;
  hostname?: string;
  port?: number;
  timeoutMs?: number;
}): Promise<ShellProcess>;
