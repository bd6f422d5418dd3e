import { PROFILES, type ProfileName } from '@newsroom/shared/document';
import { BLOCK_ACTIONS, MARK_ACTIONS, type BodyAction } from './storyEditorParts.ts';

/**
 * The toolbar of a short document: the marks and lists its profile allows. Its photo and video are
 * the form's own fields (a post's image upload and player address), never blocks in the text.
 */
const SHORT_ACTIONS = ['bold', 'italic', 'strike', 'link', 'bulletList', 'orderedList'];

export function documentFieldActions(profile: ProfileName): BodyAction[] {
  const allowed = new Set<string>([...PROFILES[profile].nodes, ...PROFILES[profile].marks]);
  return [...MARK_ACTIONS, ...BLOCK_ACTIONS].filter(
    (action) => SHORT_ACTIONS.includes(action.id) && allowed.has(action.id),
  );
}
