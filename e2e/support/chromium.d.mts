export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const measuringLaunchOptions: { executablePath: string; args: string[] };
