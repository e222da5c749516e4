import { OverTempRecheckPage } from '../../overTemp/OverTempRecheckPage';
import type { PageProps } from '../../routes/pageRegistry';

/** overTempRecheck: an over-temperature alarm re-evaluated from the readings its terminal reported. */
export function OverTempRecheck({ route }: PageProps) {
  return <OverTempRecheckPage route={route} />;
}
