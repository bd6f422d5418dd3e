export declare function nameProblem(name: string, options?: { root?: string }): string | null;
export declare function templateValues(
  name: string,
  port: number,
): { NAME: string; TITLE: string; PAGE: string; CONTAINER: string; PORT: string };
export declare function renderTemplate(text: string, values: Record<string, string>): string;
export declare function freePort(options?: { root?: string }): Promise<number>;
export declare function scaffoldRemote(options: {
  name: string;
  port: number;
  root?: string;
  dir?: string;
  workspace?: boolean;
}): { dir: string; files: string[] };
