import { DepartmentPage } from '../../organisation/DepartmentPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DepartmentBaseInfo: the company's department tree. */
export function DepartmentBaseInfo({ route }: PageProps) {
  return <DepartmentPage route={route} />;
}
