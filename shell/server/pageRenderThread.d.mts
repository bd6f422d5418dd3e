export interface RenderThread {
  /** The rendered answer to a normalized page URL; a thread that fails answers the start-up page. */
  answer(url: URL, origin: string): Promise<Response>;
  close(): Promise<void>;
}

export declare function startRenderThread(options: {
  entry: string;
  rendererOptions: object;
  answerTimeoutMs: number;
}): RenderThread;
