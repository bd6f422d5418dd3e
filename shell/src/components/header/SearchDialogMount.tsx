import { RemoteMount, SEARCH_DIALOG_MODULE, type SearchDialogProps } from '@newsroom/shared';

export interface SearchDialogMountProps {
  query: string;
  onClose: () => void;
}

/** The reader remote's search dialog, fetched only when a search is made (RemoteMount). */
export function SearchDialogMount({ query, onClose }: SearchDialogMountProps) {
  const props: SearchDialogProps = { open: true, query, onOpenChange: (open) => !open && onClose() };
  return <RemoteMount remote="reader" module={SEARCH_DIALOG_MODULE} props={props} fallback={null} />;
}
