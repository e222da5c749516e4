import { ExportJobsPage } from '../../exportCenter/ExportJobsPage';
import type { PageProps } from '../../routes/pageRegistry';

/** Download centre (`downloadCenter`): the caller's finished export files while they are kept. */
export function DownloadCenter(props: PageProps) {
  return <ExportJobsPage {...props} finishedOnly />;
}
