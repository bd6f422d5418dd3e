import { ThemeProvider } from '@newsroom/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';

export interface PreviewFrameProps {
  /** The frame's accessible name. */
  title: string;
  /** The width readers' screens are drawn at (px): the reader's layout follows it (its media queries). */
  width: number;
  children: ReactNode;
}

const FRAME_PAGE_TITLE = 'Preview';
/** An empty page of its own: its width is the viewport the drawing's media queries see. */
const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${FRAME_PAGE_TITLE}</title></head><body></body></html>`;

/** Until the drawing has measured itself: about one screen. */
const FIRST_HEIGHT_PX = 600;

/** The frame's page once its blank page is in (not the about:blank a frame starts with). */
function framePage(frame: HTMLIFrameElement | null): Document | null {
  const document = frame?.contentDocument;
  return document?.body && document.title === FRAME_PAGE_TITLE ? document : null;
}

/** The frame as tall as its drawing, so the console scrolls, not the frame. */
function useContentHeight(page: Document | null): number {
  const [height, setHeight] = useState(FIRST_HEIGHT_PX);
  useEffect(() => {
    if (!page) return undefined;
    const measure = () => setHeight(page.documentElement.scrollHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(page.body);
    measure();
    return () => observer.disconnect();
  }, [page]);
  return height;
}

/**
 * Draws its children in a frame of the given width (decision 217): a reader's screen of that
 * width, so the reader's layout (mobile first, by media queries) is the one readers get. The
 * children stay in this React tree (a portal: the console's router, query client and theme), their
 * styles go to the frame's own head.
 */
export function PreviewFrame({ title, width, children }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [page, setPage] = useState<Document | null>(null);
  const height = useContentHeight(page);
  // The page may be in before this effect runs (then no load event is left to hear).
  useEffect(() => setPage(framePage(frame.current)), []);
  // The drawing before the frame: unmounted first, it leaves the frame's page before the page goes.
  return (
    <>
      {page &&
        createPortal(
          <StyleSheetManager target={page.head}>
            <ThemeProvider>{children}</ThemeProvider>
          </StyleSheetManager>,
          page.body,
        )}
      <iframe
        ref={frame}
        title={title}
        srcDoc={BLANK_PAGE}
        onLoad={() => setPage(framePage(frame.current))}
        width={width}
        height={height}
        style={{ border: 0, display: 'block' }}
      />
    </>
  );
}
