import { DeviceExceptionSettingsPage } from '../../deviceExceptionSettings/DeviceExceptionSettingsPage';
import type { PageProps } from '../../routes/pageRegistry';

/** EquipAbnormalSet: how long each terminal condition lasts before it counts as a device exception. */
export function EquipAbnormalSet({ route }: PageProps) {
  return <DeviceExceptionSettingsPage route={route} />;
}
