import { CompanyInfoPage } from '../../organisation/CompanyInfoPage';
import type { PageProps } from '../../routes/pageRegistry';

/** CompanyInfo: the company's name and licence. */
export function CompanyInfo({ route }: PageProps) {
  return <CompanyInfoPage route={route} />;
}
