import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** A vehicle's connection in the list: online or offline with a dot, or that no terminal is bound. */
export function OnlineState({ online, bound }: { online: 0 | 1; bound: boolean }) {
  const { t } = useTranslation('fleet');
  if (!bound) return t('vehicleInfo.noTerminal');
  return (
    <Badge
      status={online === 1 ? 'success' : 'default'}
      text={online === 1 ? t('vehicleInfo.onlineStates.online') : t('vehicleInfo.onlineStates.offline')}
    />
  );
}
