export function isClosedOutput(error: unknown): boolean;
export function logEscapedErrors(label: string, log?: (...args: unknown[]) => void): void;
