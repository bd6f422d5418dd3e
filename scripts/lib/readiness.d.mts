export declare function answers(url: string): Promise<boolean>;
export declare function waitUntilReady(
  services: readonly { name: string; readyUrl?: string }[],
  options?: { probe?: (url: string) => Promise<boolean>; intervalMs?: number; stopped?: () => boolean },
): Promise<boolean>;
export declare function readyLine(openAt: string): string;
