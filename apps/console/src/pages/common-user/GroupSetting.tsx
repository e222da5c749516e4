import { GroupSettingPage } from '../../personalize/GroupSettingPage';
import type { PageProps } from '../../routes/pageRegistry';

/** GroupSetting: the company's default settings. */
export function GroupSetting({ route }: PageProps) {
  return <GroupSettingPage route={route} />;
}
