import type { PageProps } from '../../routes/pageRegistry';
import { FamilyVoiceSettingPage } from '../../voice/settings/FamilyVoiceSettingPage';

/** FamilyVoiceSetting: drivers' family voice files (upload, listen, delete). */
export function FamilyVoiceSetting({ route }: PageProps) {
  return <FamilyVoiceSettingPage route={route} />;
}
