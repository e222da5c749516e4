import { UploadCenterPage } from '../../exportCenter/UploadCenterPage';
import type { PageProps } from '../../routes/pageRegistry';

/** Upload centre (`uploadCenter`): the caller's committed spreadsheet imports. */
export function UploadCenter(props: PageProps) {
  return <UploadCenterPage {...props} />;
}
