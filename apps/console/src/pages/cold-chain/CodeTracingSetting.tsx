import type { PageProps } from '../../routes/pageRegistry';
import { CodeTracingSettingPage } from '../../vehicleColdChain/CodeTracingSettingPage';

/** Code-tracing docking setting (`codeTracingSetting`). */
export function CodeTracingSetting({ route }: PageProps) {
  return <CodeTracingSettingPage route={route} />;
}
