import { PersonalSettingPage } from '../../personalize/PersonalSettingPage';
import type { PageProps } from '../../routes/pageRegistry';

/** PersonalSetting (user menu): the signed-in user's own settings. */
export function PersonalSetting({ route }: PageProps) {
  return <PersonalSettingPage route={route} />;
}
