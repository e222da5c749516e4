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
import * as mapElements from './021_map_elements';
import * as shareLinks from './022_share_links';
import * as media from './023_media';
import * as alarmSettings from './024_alarm_settings';
import * as alarmNotifications from './025_alarm_notifications';
import * as zoneLineAlarms from './026_zone_line_alarms';
import * as scheduledJobs from './027_scheduled_jobs';
import * as alarmEffects from './028_alarm_effects';
import * as terminalReminders from './029_terminal_reminders';
import * as deviceExceptionSettings from './030_device_exception_settings';
import * as overTempReview from './032_over_temp_review';
import * as zoneRuleRevisions from './033_zone_rule_revisions';
import * as warehousePoints from './034_warehouse_points';
import * as chainBatches from './036_chain_batches';
import * as dockingPlatform from './038_docking_platform';
import * as readingHumidity from './039_reading_humidity';
import * as siteBindings from './040_site_bindings';
import * as vehicleColdChain from './041_vehicle_cold_chain';
import * as coldWarnings from './042_cold_warnings';
import * as information from './043_information';
import * as incubators from './044_incubators';
import * as standardIcCards from './046_standard_ic_cards';
import * as fleetCostRecords from './047_fleet_cost_records';
import * as expiryReminders from './048_expiry_reminders';
import * as exportJobs from './057_export_jobs';
import * as trackFuelLevel from './058_track_fuel_level';
import * as partnerShare from './053_partner_share';
import * as fleetRecords from './049_fleet_records';
import * as expiryWarning from './050_expiry_warning';
import * as fleetUpkeep from './051_fleet_upkeep';
import * as mileageReminders from './052_mileage_reminders';
import * as monitorAuths from './055_monitor_auths';
import * as offlineVehicleHandlings from './056_offline_vehicle_handlings';
import * as insuranceImages from './060_insurance_images';
import * as reportSubscriptions from './063_report_subscriptions';
import * as importRecords from './064_import_records';
import * as overspeedReportIndex from './062_overspeed_report_index';
import * as vehicleDayStats from './061_vehicle_day_stats';
import * as speedBands from './072_speed_bands';
import * as deliveryFinishing from './079_delivery_finishing';
import * as vehicleStops from './065_vehicle_stops';
import * as directiveRecords from './067_directive_records';
import * as zoneVisitIndex from './068_zone_visit_index';
import * as partitionedHistory from './070_partitioned_history';
import * as auditLogTimeIndex from './069_audit_log_time_index';
import * as alarmTireEvents from './074_alarm_tire_events';
import * as trackLoadWeight from './075_track_load_weight';
import * as trackTrailerNo from './076_track_trailer_no';

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
  '021_map_elements': mapElements,
  '022_share_links': shareLinks,
  '023_media': media,
  '024_alarm_settings': alarmSettings,
  '025_alarm_notifications': alarmNotifications,
  '026_zone_line_alarms': zoneLineAlarms,
  '027_scheduled_jobs': scheduledJobs,
  '028_alarm_effects': alarmEffects,
  '029_terminal_reminders': terminalReminders,
  '030_device_exception_settings': deviceExceptionSettings,
  '032_over_temp_review': overTempReview,
  '033_zone_rule_revisions': zoneRuleRevisions,
  '034_warehouse_points': warehousePoints,
  '036_chain_batches': chainBatches,
  '038_docking_platform': dockingPlatform,
  '039_reading_humidity': readingHumidity,
  '040_site_bindings': siteBindings,
  '041_vehicle_cold_chain': vehicleColdChain,
  '042_cold_warnings': coldWarnings,
  '043_information': information,
  '044_incubators': incubators,
  '046_standard_ic_cards': standardIcCards,
  '047_fleet_cost_records': fleetCostRecords,
  '048_expiry_reminders': expiryReminders,
  '057_export_jobs': exportJobs,
  '053_partner_share': partnerShare,
  '049_fleet_records': fleetRecords,
  '050_expiry_warning': expiryWarning,
  '051_fleet_upkeep': fleetUpkeep,
  '052_mileage_reminders': mileageReminders,
  '055_monitor_auths': monitorAuths,
  '056_offline_vehicle_handlings': offlineVehicleHandlings,
  '058_track_fuel_level': trackFuelLevel,
  '060_insurance_images': insuranceImages,
  '063_report_subscriptions': reportSubscriptions,
  '064_import_records': importRecords,
  '062_overspeed_report_index': overspeedReportIndex,
  '061_vehicle_day_stats': vehicleDayStats,
  '065_vehicle_stops': vehicleStops,
  '067_directive_records': directiveRecords,
  '068_zone_visit_index': zoneVisitIndex,
  '070_partitioned_history': partitionedHistory,
  '069_audit_log_time_index': auditLogTimeIndex,
  '072_speed_bands': speedBands,
  '079_delivery_finishing': deliveryFinishing,
  '074_alarm_tire_events': alarmTireEvents,
  '075_track_load_weight': trackLoadWeight,
  '076_track_trailer_no': trackTrailerNo,
};
