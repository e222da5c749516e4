import { ExceptionProcessingPage } from '../../alarmHandling/ExceptionProcessingPage';
import type { PageProps } from '../../routes/pageRegistry';

/** equipAbnormalHandle: device exceptions (query bTime/eTime, default today). */
export function EquipAbnormalHandle({ route }: PageProps) {
  return <ExceptionProcessingPage route={route} />;
}
