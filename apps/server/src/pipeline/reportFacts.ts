import { REFRIGERATION_UNIT_SIGNAL_BIT, timestampMs, type LocationReport } from '@roadwatch/jt808';
import type { Position } from './EventLedger';

/** What the rules read from one location report, gathered in a single pass over its additional items. */
export interface ReportFacts {
  report: LocationReport;
  receivedAt: number;
  /** Terminal time in epoch ms; null when the terminal sent an invalid time. */
  gpsTime: number | null;
  /** A valid time, the positioned status bit and non-zero coordinates. */
  fixed: boolean;
  /** gpsTime when valid, else the time the server received the report. */
  at: number;
  mileageKm: number | null;
  hasFuel: boolean;
  /** Fuel level in litres (item 0x02), NaN when the report has none (the track row's null). */
  fuelL: number;
  /** Load in kg (Roadwatch item 0xE3), NaN when the report has none or the sensor had no weighing (the row's null). */
  loadKg: number;
  /** The coupled trailer's device number (Roadwatch item 0xE4), null when none is coupled or the report says nothing. */
  trailerNo: string | null;
  /** Item 0x30, or -1 when absent. */
  signalStrength: number;
  hasActiveSafety: boolean;
  /** The refrigeration unit from item 0x25: 1 running, 0 stopped, -1 the report does not say. */
  cooler: -1 | 0 | 1;
  /** Item 0x2A's IO status word (Roadwatch's profile of bits 2–4: body equipment), or -1 when absent. */
  ioFlags: number;
}

export function readFacts(report: LocationReport, receivedAt: number): ReportFacts {
  return readFactsInto(emptyFacts(), report, receivedAt);
}

export function emptyFacts(): ReportFacts {
  return {
    report: null as unknown as LocationReport, // filled by readFactsInto before any use
    receivedAt: 0,
    gpsTime: null,
    fixed: false,
    at: 0,
    mileageKm: null,
    hasFuel: false,
    fuelL: Number.NaN,
    loadKg: Number.NaN,
    trailerNo: null,
    signalStrength: -1,
    hasActiveSafety: false,
    cooler: -1,
    ioFlags: -1,
  };
}

/**
 * Fills `facts` for `report`: the hot path reuses one object (rules read facts during the call and keep none of
 * it), saving an allocation per report.
 */
export function readFactsInto(facts: ReportFacts, report: LocationReport, receivedAt: number): ReportFacts {
  const gpsTime = timestampMs(report.time);
  let mileageKm: number | null = null;
  let hasFuel = false;
  let fuelL = Number.NaN;
  let loadKg = Number.NaN;
  let trailerNo: string | null = null;
  let signalStrength = -1;
  let hasActiveSafety = false;
  let cooler: -1 | 0 | 1 = -1;
  let ioFlags = -1;
  for (const item of report.items) {
    switch (item.type) {
      case 'mileage':
        mileageKm = item.mileageKm;
        break;
      case 'fuel':
        hasFuel = true;
        fuelL = item.fuelL;
        break;
      case 'loadWeight':
        loadKg = item.loadKg ?? Number.NaN;
        break;
      case 'trailerCoupling':
        trailerNo = item.trailerNo;
        break;
      case 'vehicleSignals':
        cooler = (item.signalFlags >>> REFRIGERATION_UNIT_SIGNAL_BIT) & 1 ? 1 : 0;
        break;
      case 'ioStatus':
        ioFlags = item.ioFlags;
        break;
      case 'signalStrength':
        signalStrength = item.signalStrength;
        break;
      case 'adas':
      case 'dsm':
      case 'blindSpot':
      case 'tyrePressureMonitor':
        hasActiveSafety = true;
        break;
      default:
        break;
    }
  }
  facts.report = report;
  facts.receivedAt = receivedAt;
  facts.gpsTime = gpsTime;
  facts.fixed =
    gpsTime !== null && report.status.positioned && (report.latitude !== 0 || report.longitude !== 0);
  facts.at = gpsTime ?? receivedAt;
  facts.mileageKm = mileageKm;
  facts.hasFuel = hasFuel;
  facts.fuelL = fuelL;
  facts.loadKg = loadKg;
  facts.trailerNo = trailerNo;
  facts.signalStrength = signalStrength;
  facts.hasActiveSafety = hasActiveSafety;
  facts.cooler = cooler;
  facts.ioFlags = ioFlags;
  return facts;
}

/** Where and when a report was, falling back to the last known position when it has no fix. */
export function positionOf(facts: ReportFacts, last: { lon: number | null; lat: number | null }): Position {
  return facts.fixed
    ? {
        at: facts.at,
        lon: facts.report.longitude,
        lat: facts.report.latitude,
        speedKmh: facts.report.speedKmh,
      }
    : { at: facts.at, lon: last.lon, lat: last.lat, speedKmh: facts.report.speedKmh };
}
