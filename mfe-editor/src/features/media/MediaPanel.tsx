import { useState } from 'react';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import type { MediaAsset } from '../../components/media/mediaAssets.ts';
import { MediaBrowser } from '../../components/media/MediaBrowser.tsx';
import { MediaDetailsDialog } from './MediaDetailsDialog.tsx';

/**
 * The Media tab (decision 199): every image uploaded to the site, searchable, with where each is
 * used; one opens to edit its alt text, caption, credit and focal point, or to delete it if unused.
 */
export function MediaPanel() {
  const [open, setOpen] = useState<MediaAsset | null>(null);
  return (
    <section aria-labelledby="media-title">
      <PanelHeader>
        <h2 id="media-title">Media</h2>
      </PanelHeader>
      <Muted>Every uploaded image. Upload new ones where they are used: a story, an essay, an ad.</Muted>
      <MediaBrowser actionLabel="Edit" onAction={setOpen} />
      {open && <MediaDetailsDialog key={open.id} asset={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
