import { FieldHint } from '@newsroom/shared';

/** What is shared while no social image is set: the story's own image, or none. */
export function SocialImageDefault({ shared }: { shared: boolean }) {
  return (
    <FieldHint>
      {shared ? 'Empty: the story’s image is shared.' : 'No image is shared: add one here or to the story.'}
    </FieldHint>
  );
}
