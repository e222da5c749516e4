import { ExportJobsPage } from '../../exportCenter/ExportJobsPage';
import type { PageProps } from '../../routes/pageRegistry';

/** Export centre (`exportCenter`): the caller's background exports with their progress. */
export function ExportCenter(props: PageProps) {
  return <ExportJobsPage {...props} finishedOnly={false} />;
}
