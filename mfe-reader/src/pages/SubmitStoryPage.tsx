import { useDocumentHead, siteName } from '@newsroom/shared';
import { PageShell } from '../components/PageShell.tsx';
import { SubmitStoryForm } from '../features/submit/SubmitStoryForm.tsx';

/** Exposed as ./SubmitStoryPage (/submit-story): readers send story tips to the newsroom. */
export function SubmitStoryPage() {
  useDocumentHead({ title: `Submit a Story | ${siteName()}` });
  return (
    <PageShell>
      <h1>Submit a Story</h1>
      <p>
        Know something we should cover? Tell us about it. Fields marked * are required; our editors read every
        submission.
      </p>
      <SubmitStoryForm />
    </PageShell>
  );
}
