import type { Migration } from 'kysely';
import * as foundation from './001_foundation';
import * as pipeline from './002_pipeline';
import * as shell from './003_shell';
import * as driverCards from './004_driver_cards';
import * as account from './007_account';
import * as alarmHandling from './009_alarm_handling';
import * as voice from './010_voice';
import * as siteTerminals from './011_site_terminals';
import * as kioskAllowFrom from './012_kiosk_allow_from';
import * as suspectReports from './013_suspect_reports';
import * as terminalBinding from './014_terminal_binding';
import * as messageKeys from './015_message_keys';
import * as signInLimits from './016_sign_in_limits';
import * as administration from './017_administration';
import * as fleetData from './019_fleet_data';
import * as devices from './020_devices';

/** Ordered by name; both dialects run the same list at start-up. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_pipeline': pipeline,
  '003_shell': shell,
  '004_driver_cards': driverCards,
  '007_account': account,
  '009_alarm_handling': alarmHandling,
  '010_voice': voice,
  '011_site_terminals': siteTerminals,
  '012_kiosk_allow_from': kioskAllowFrom,
  '013_suspect_reports': suspectReports,
  '014_terminal_binding': terminalBinding,
  '015_message_keys': messageKeys,
  '016_sign_in_limits': signInLimits,
  '017_administration': administration,
  '019_fleet_data': fleetData,
  '020_devices': devices,
};
