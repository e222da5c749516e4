// Simulated JT/T 808 terminals for the demo fleet, tests and benches. See CONTEXT.md.
export {
  startSimulator,
  type SimulatedPortable,
  type SimulatedSite,
  type SimulatedVehicle,
  type RaisedTyre,
  type Simulator,
  type SimulatorOptions,
} from './startSimulator';
export type { FastRunOptions, FastRunResult } from './fastReports';
export { ManualClock, ScaledClock, type SimClock } from './clock/SimClock';
export { TerminalCamera, type CameraLink } from './camera/TerminalCamera';
export { createFaults, type Faults, type IntercomFaults } from './faults/faults';
export {
  corruptCheck,
  escapeHeavyCoordinate,
  ESCAPE_HEAVY_ITEM,
  ESCAPE_HEAVY_SERIAL,
  splitIntoChunks,
} from './faults/frameFaults';
export { acknowledgingAudioHandler, type AudioContext, type AudioHandler } from './audio/AudioHandler';
export {
  createStreamingAudioHandler,
  type AudioStreamStats,
  type StreamingAudioHandler,
  type StreamingAudioOptions,
} from './audio/StreamingAudioHandler';
export type { Duty, LastKnown, ProbeSpec, SimVehicleSpec, TerminalSpec } from './fleet/SimVehicleSpec';
export type { SimSiteSpec } from './fleet/SimSiteSpec';
export type { SimPortableSpec } from './fleet/SimPortableSpec';
export { PORTABLE_INTERVAL_MS, PortableLoggerModel } from './behaviour/PortableLoggerModel';
export { SITE_CLIMATE, SiteSensorModel } from './behaviour/SiteSensorModel';
export { CARGO_RANGES, generateSimFleet, probesFor, type FleetOptions } from './fleet/generateSimFleet';
export { dutyOf, specFromRecord, type VehicleRecord } from './fleet/specFromRecord';
export { PARKED_INTERVAL_MS, VehicleModel } from './behaviour/VehicleModel';
export type { LinkState, SafetyEvent, Sample, TyreAlarm } from './behaviour/Sample';
export { SAFETY_RATES_PER_HOUR, safetyEventCode } from './behaviour/safetyEvents';
export { setpointOf } from './behaviour/Reefer';
export { buildReport, temperatureItem, type ReportIdentity } from './terminal/buildReport';
export { terminalIdOf } from './terminal/identity';
export type { TerminalState } from './terminal/TerminalClient';
export type { ReceivedAv, ReceivedText, SimEvent, SimStats } from './stats';
