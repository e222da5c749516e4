import type { PageProps } from '../../routes/pageRegistry';
import { TerminalReminderSetPage } from '../../terminalReminders/TerminalReminderSetPage';

/** TerminalReminderSet: daily, regional and special-weather texts sent to the cabs. */
export function TerminalReminderSet({ route }: PageProps) {
  return <TerminalReminderSetPage route={route} />;
}
