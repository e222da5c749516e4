import {
  DEVICE_ALARM_KIND,
  DEVICE_EXCEPTION_TYPE,
  alarmBitOfDeviceAlarmKind,
  type DeviceAlarmKind,
} from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { PipelineRules } from '../pipelineRules';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';
import { exceptionWaitMs } from './exceptionWaits';

const bitOf = (kind: DeviceAlarmKind) => 1 << alarmBitOfDeviceAlarmKind(kind);

/** Main power lost or under-voltage. */
export const POWER_BITS =
  (bitOf(DEVICE_ALARM_KIND.mainPowerOff) | bitOf(DEVICE_ALARM_KIND.mainPowerUndervoltage)) >>> 0;
/** GNSS antenna disconnected or short-circuited. */
export const ANTENNA_BITS =
  (bitOf(DEVICE_ALARM_KIND.gnssAntennaDisconnected) | bitOf(DEVICE_ALARM_KIND.gnssAntennaShortCircuit)) >>> 0;

/**
 * Opens an exception once `holds` has lasted the company's wait (at once by default: the terminal has already
 * debounced these bits), closes it when it no longer holds. Returns when the condition started (null: it does not).
 */
function follow(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  type: number,
  holds: boolean,
  since: number | null,
  here: Position,
): number | null {
  if (!holds) {
    ledger.closeException(rt, settings, type, here);
    return null;
  }
  const start = since ?? here.at;
  if (here.at - start >= exceptionWaitMs(settings, type, 0))
    ledger.openException(rt, settings, type, { ...here, at: start });
  return start;
}

/**
 * Device exceptions that follow a report: power and antenna from the alarm bits (immediately: the terminal has
 * already debounced them), positioning while reports carry no fix, fuel no longer reported by a vehicle that used
 * to report it, and a very low signal. Each needs its condition for the configured time before it opens, measured
 * in server time (a terminal without a fix may not know the time), and closes on the first report without it.
 */
export function applyReportExceptions(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  rules: PipelineRules,
  facts: ReportFacts,
  position: Position,
): void {
  const bits = facts.report.alarmFlags;
  const now = facts.receivedAt;
  const here = { ...position, at: now };
  rt.powerFaultSince = follow(
    rt,
    settings,
    ledger,
    DEVICE_EXCEPTION_TYPE.power,
    (bits & POWER_BITS) !== 0,
    rt.powerFaultSince,
    here,
  );
  rt.antennaFaultSince = follow(
    rt,
    settings,
    ledger,
    DEVICE_EXCEPTION_TYPE.antenna,
    (bits & ANTENNA_BITS) !== 0,
    rt.antennaFaultSince,
    here,
  );

  if (facts.fixed) {
    rt.noFixSince = null;
    ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.positioning, here);
  } else {
    rt.noFixSince ??= now;
    if (
      now - rt.noFixSince >=
      exceptionWaitMs(settings, DEVICE_EXCEPTION_TYPE.positioning, rules.positioningAfterMs)
    ) {
      ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.positioning, { ...here, at: rt.noFixSince });
    }
  }

  if (facts.hasFuel) {
    rt.reportsFuel = true;
    rt.fuelMissingSince = null;
    ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.fuelNotUploaded, here);
  } else if (rt.reportsFuel) {
    rt.fuelMissingSince ??= now;
    if (
      now - rt.fuelMissingSince >=
      exceptionWaitMs(settings, DEVICE_EXCEPTION_TYPE.fuelNotUploaded, rules.fuelMissingAfterMs)
    ) {
      ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.fuelNotUploaded, {
        ...here,
        at: rt.fuelMissingSince,
      });
    }
  }

  if (facts.signalStrength >= 0) {
    if (facts.signalStrength <= rules.lowSignalMax) {
      rt.lowSignalSince ??= now;
      if (
        now - rt.lowSignalSince >=
        exceptionWaitMs(settings, DEVICE_EXCEPTION_TYPE.signal, rules.lowSignalForMs)
      ) {
        ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.signal, { ...here, at: rt.lowSignalSince });
      }
    } else {
      rt.lowSignalSince = null;
      ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.signal, here);
    }
  }
}

/** A vehicle that went offline starts its report-based timers afresh when it comes back. */
export function resetReportTimers(rt: VehicleRuntime): void {
  rt.noFixSince = null;
  rt.temperatureMissingSince = null;
  rt.fuelMissingSince = null;
  rt.lowSignalSince = null;
  rt.powerFaultSince = null;
  rt.antennaFaultSince = null;
}
