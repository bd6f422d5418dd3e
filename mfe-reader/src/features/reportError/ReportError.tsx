import { ReportErrorForm } from './ReportErrorForm.tsx';
import { ReportDisclosure } from './ReportErrorForm.styles.ts';

/** "Report an error" at the end of every story: a native disclosure, usable before hydration. */
export function ReportError({ storyId }: { storyId: string }) {
  return (
    <ReportDisclosure id="report-error">
      <summary>Report an error</summary>
      <ReportErrorForm storyId={storyId} />
    </ReportDisclosure>
  );
}
