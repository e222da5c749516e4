/** Limits of the alarm settings, one home for the schemas, the console's inputs and the tests. */
export const ALARM_RULE_LIMITS = {
  /** Notification contacts of one alarm type. */
  contactsMax: 10,
  contactNameMax: 32,
  /** Valid time periods of one alarm type. */
  periodsMax: 5,
  /** Notices sent per vehicle per day, and reminders of one alarm. */
  noticesPerVehiclePerDayMax: 20,
  remindersMax: 5,
  /** Minutes between the repeated notices of an alarm still unhandled (reminders at most once every 15 minutes). */
  reminderIntervalMinutes: 15,
  /** Text a terminal shows or speaks. */
  terminalNoticeMax: 50,
  /** Flash capture: photo counts offered, channels per kind, camera numbers, seconds between shots. */
  photoCounts: [2, 5, 10, 20, 30, 40, 50],
  photoChannelsMax: 4,
  videoChannelsMax: 3,
  channelNumberMax: 16,
  captureIntervalMaxS: 3_600,
  /** Speeds in km/h. */
  speedMaxKmh: 250,
  /** Seconds an overspeed must last before it is an alarm. */
  overspeedSustainMaxS: 600,
  /** Temperatures in °C, two decimals at most. */
  temperatureMinC: -190,
  temperatureMaxC: 150,
  /** Fuel anomaly: litres within seconds. */
  fuelAmountMinL: 10,
  fuelAmountMaxL: 1_000,
  fuelDurationMinS: 300,
  fuelDurationMaxS: 600,
  tyrePressureMax: 100,
  tyreTemperatureMaxC: 200,
  doorOpenMinS: 10,
  doorOpenMaxS: 60,
  /** Stops and parking: at least 30 s; a day at most. */
  stopMinS: 30,
  stopMaxS: 86_400,
  /** Fatigue reminder and other minute values of the rules. */
  fatigueMinMinutes: 30,
  fatigueMaxMinutes: 1_440,
  ruleMinutesMax: 1_440,
  restMaxMinutes: 1_440,
  batteryPercentMax: 100,
  preWarningMinM: 50,
  preWarningMaxM: 100_000,
} as const;
