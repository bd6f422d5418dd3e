export declare const VCL_DIR: string;
export declare const VARNISH_INSTALL_HINT: string;
export declare function findVarnishd(): string | null;
export declare function requireVarnishd(): string;
export declare function freePort(host?: string): Promise<number>;
export declare function freePorts(count: number, host?: string): Promise<number[]>;
export declare function varnishCommand(options: {
  originPort: number;
  originHost?: string;
  port: number;
  host?: string;
  memory?: string;
}): { command: string; args: string[]; workDir: string; cleanup(): void };
export declare function waitForVarnish(
  url: string,
  options?: { timeoutMs?: number; exited?: () => boolean },
): Promise<void>;
export interface RunningVarnish {
  /** http://host:port, no trailing slash. */
  url: string;
  port: number;
  /** Stops varnishd and removes its work folder. */
  close(): Promise<void>;
}
export declare function startVarnish(options: {
  originPort: number;
  originHost?: string;
  port?: number;
  host?: string;
}): Promise<RunningVarnish>;
