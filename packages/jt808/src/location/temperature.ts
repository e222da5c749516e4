import { ByteReader } from '../bytes/ByteReader';
import { ByteWriter } from '../bytes/ByteWriter';
import { toHex } from '../bytes/hex';
import { DecodeFailure } from '../errors';
import type { AdditionalItem } from './additionalItems';
import type { LocationReport } from './locationReport';

/**
 * Temperature probes are not in JT/T 808 beyond the single 2019 carriage temperature; every manufacturer puts them
 * in a custom additional item with its own layout. Reading one layout as another yields plausible-looking wrong
 * numbers, so readings are decoded only for terminal models whose convention is registered here — never guessed.
 *
 * Layouts:
 * - `probeList`: BYTE count (≤16), then per probe BYTE probe number (1–16) and a two's-complement INT16 in 0.1 °C;
 *   0x7fff means the probe is disconnected.
 * - `tlvBlock` (the 0xEB-style extended block): repeated WORD length (type + value), WORD type, value. Types
 *   0x0011–0x0020 are probes 1–16, each an INT16 in 0.1 °C with 0x7fff for disconnected; other types are skipped.
 * - `carriageWord`: the JT/T 808-2019 standard item 0x06, one sign-magnitude WORD in whole °C, read as probe 1.
 *
 * Humidity travels in an item of its own (`humidityItemId`) so the temperature layout stays as it is: a receiver
 * that does not know the item skips it like any unknown additional item. Layout: BYTE count (≤16), then per probe
 * BYTE probe number (1–16) and a WORD in 0.1 %RH (0–1000); 0xffff means the probe measures no humidity.
 */
export type TemperatureLayout = 'probeList' | 'tlvBlock' | 'carriageWord';

export interface TemperatureConvention {
  terminalModel: string;
  itemId: number;
  layout: TemperatureLayout;
  /** The item carrying each probe's relative humidity, for models whose probes measure it. */
  humidityItemId?: number;
  description: string;
}

export const TEMPERATURE_CONVENTIONS: Readonly<Record<string, TemperatureConvention>> = {
  'RW-SIM-REEFER': {
    terminalModel: 'RW-SIM-REEFER',
    itemId: 0xe1,
    layout: 'probeList',
    description:
      'Roadwatch simulator refrigerated truck: item 0xE1 probe list, 0.1 °C, 0x7fff = disconnected',
  },
  'RW-SIM-REEFER-EB': {
    terminalModel: 'RW-SIM-REEFER-EB',
    itemId: 0xeb,
    layout: 'tlvBlock',
    description: 'Roadwatch simulator, 0xEB extended block: sub-types 0x0011–0x0020 = probes 1–16, 0.1 °C',
  },
  // The demo fleet's refrigerated terminals (seed TERMINAL_MODELS), spoken by the simulator.
  'CT-4013': {
    terminalModel: 'CT-4013',
    itemId: 0xe1,
    layout: 'probeList',
    description:
      'Demo fleet refrigerated terminal, 2013 edition: item 0xE1 probe list, 0.1 °C (as RW-SIM-REEFER)',
  },
  'CT-4019': {
    terminalModel: 'CT-4019',
    itemId: 0xeb,
    layout: 'tlvBlock',
    description:
      'Demo fleet refrigerated terminal, 2019 edition: 0xEB block, probes 1–16 (as RW-SIM-REEFER-EB)',
  },
  // The demo warehouses' and stores' fixed loggers (seed sites), spoken by the simulator's site sensors.
  'TL-1613': {
    terminalModel: 'TL-1613',
    itemId: 0xe1,
    layout: 'probeList',
    humidityItemId: 0xe2,
    description:
      'Demo cold-store temperature logger, 2013 edition: item 0xE1 probe list, up to 16 probes, 0.1 °C; item 0xE2 probe humidity, 0.1 %RH',
  },
  'RW-SIM-CARRIAGE-2019': {
    terminalModel: 'RW-SIM-CARRIAGE-2019',
    itemId: 0x06,
    layout: 'carriageWord',
    description: 'JT/T 808-2019 standard carriage temperature (item 0x06), whole °C, one probe',
  },
};

export interface ProbeReading {
  /** 1–16. */
  probe: number;
  /** null when the terminal reports the probe as disconnected. */
  temperatureC: number | null;
  /** Relative humidity in %RH (one decimal); absent or null when the probe reports none. */
  humidity?: number | null;
}

export type TemperatureDecode =
  | { ok: true; convention: TemperatureConvention; readings: ProbeReading[] }
  | { ok: false; reason: 'unknownModel' | 'itemMissing' | 'malformed'; detail: string };

const DISCONNECTED = 0x7fff;
const NO_HUMIDITY = 0xffff;
const HUMIDITY_MAX_TENTHS = 1000;
const TLV_PROBE_BASE = 0x0010;
const MAX_PROBES = 16;

export function temperatureConventionFor(terminalModel: string): TemperatureConvention | undefined {
  return Object.hasOwn(TEMPERATURE_CONVENTIONS, terminalModel.trim())
    ? TEMPERATURE_CONVENTIONS[terminalModel.trim()]
    : undefined;
}

function probeValue(raw: number): number | null {
  if (raw === DISCONNECTED) return null;
  return (raw >= 0x8000 ? raw - 0x10000 : raw) / 10;
}

function readProbeList(bytes: Uint8Array): ProbeReading[] {
  const r = new ByteReader(bytes);
  const count = r.u8('probe count');
  if (count > MAX_PROBES) throw new RangeError(`${count} probes, at most ${MAX_PROBES}`);
  const readings: ProbeReading[] = [];
  for (let i = 0; i < count; i += 1) {
    const probe = r.u8('probe number');
    if (probe < 1 || probe > MAX_PROBES)
      throw new RangeError(`probe number ${probe} outside 1–${MAX_PROBES}`);
    readings.push({ probe, temperatureC: probeValue(r.u16('probe temperature')) });
  }
  r.expectEnd('the probe list');
  return readings;
}

function readTlvBlock(bytes: Uint8Array): ProbeReading[] {
  const r = new ByteReader(bytes);
  const readings: ProbeReading[] = [];
  while (r.remaining > 0) {
    const length = r.u16('sub-item length');
    if (length < 2) throw new RangeError(`sub-item length ${length} is shorter than its type`);
    const type = r.u16('sub-item type');
    const value = r.sub(length - 2, 'sub-item value');
    const probe = type - TLV_PROBE_BASE;
    if (probe >= 1 && probe <= MAX_PROBES) {
      if (length !== 4)
        throw new RangeError(`probe sub-item 0x${type.toString(16)} has ${length - 2} value bytes`);
      readings.push({ probe, temperatureC: probeValue(value.u16('probe temperature')) });
    }
  }
  return readings;
}

function carriageReading(item: AdditionalItem): ProbeReading[] {
  if (item.type === 'carriageTemperature') return [{ probe: 1, temperatureC: item.carriageTemperatureC }];
  throw new RangeError(`item 0x06 is not a 2-byte carriage temperature`);
}

function readHumidityList(bytes: Uint8Array): Map<number, number | null> {
  const r = new ByteReader(bytes);
  const count = r.u8('probe count');
  if (count > MAX_PROBES) throw new RangeError(`${count} probes, at most ${MAX_PROBES}`);
  const byProbe = new Map<number, number | null>();
  for (let i = 0; i < count; i += 1) {
    const probe = r.u8('probe number');
    const raw = r.u16('probe humidity');
    if (probe < 1 || probe > MAX_PROBES)
      throw new RangeError(`probe number ${probe} outside 1–${MAX_PROBES}`);
    if (raw !== NO_HUMIDITY && raw > HUMIDITY_MAX_TENTHS)
      throw new RangeError(`humidity ${raw / 10} %RH above 100`);
    byProbe.set(probe, raw === NO_HUMIDITY ? null : raw / 10);
  }
  r.expectEnd('the humidity list');
  return byProbe;
}

/**
 * The readings with each probe's humidity from the model's humidity item. A missing or malformed humidity item
 * leaves the temperatures as they are (humidity absent): it never costs a temperature reading.
 */
function withHumidity(
  report: Pick<LocationReport, 'items'>,
  convention: TemperatureConvention,
  readings: ProbeReading[],
): ProbeReading[] {
  if (convention.humidityItemId === undefined) return readings;
  const item = report.items.find((candidate) => candidate.itemId === convention.humidityItemId);
  if (!item || item.type !== 'raw') return readings;
  let byProbe: Map<number, number | null>;
  try {
    byProbe = readHumidityList(new Uint8Array(Buffer.from(item.hex, 'hex')));
  } catch {
    return readings;
  }
  return readings.map((reading) =>
    byProbe.has(reading.probe) ? { ...reading, humidity: byProbe.get(reading.probe) ?? null } : reading,
  );
}

/** Probe readings from a location report, by the registered convention of the terminal's model. */
export function decodeTemperatures(
  report: Pick<LocationReport, 'items'>,
  terminalModel: string,
): TemperatureDecode {
  const convention = temperatureConventionFor(terminalModel);
  if (!convention) {
    return {
      ok: false,
      reason: 'unknownModel',
      detail: `no temperature convention for model "${terminalModel}"`,
    };
  }
  const item = report.items.find((candidate) => candidate.itemId === convention.itemId);
  if (!item) {
    const id = `0x${convention.itemId.toString(16).padStart(2, '0')}`;
    return { ok: false, reason: 'itemMissing', detail: `report has no item ${id}` };
  }
  try {
    if (convention.layout === 'carriageWord')
      return { ok: true, convention, readings: carriageReading(item) };
    if (item.type !== 'raw') throw new RangeError(`item was decoded as ${item.type}`);
    const bytes = new Uint8Array(Buffer.from(item.hex, 'hex'));
    const readings = convention.layout === 'probeList' ? readProbeList(bytes) : readTlvBlock(bytes);
    return { ok: true, convention, readings: withHumidity(report, convention, readings) };
  } catch (thrown) {
    const detail =
      thrown instanceof DecodeFailure
        ? thrown.detail
        : thrown instanceof Error
          ? thrown.message
          : String(thrown);
    return { ok: false, reason: 'malformed', detail };
  }
}

function probeWord(reading: ProbeReading): number {
  if (reading.probe < 1 || reading.probe > MAX_PROBES)
    throw new RangeError(`probe ${reading.probe} outside 1–16`);
  if (reading.temperatureC === null) return DISCONNECTED;
  const tenths = Math.round(reading.temperatureC * 10);
  if (tenths < -0x8000 || tenths >= DISCONNECTED)
    throw new RangeError(`temperature ${reading.temperatureC} out of range`);
  return tenths < 0 ? tenths + 0x10000 : tenths;
}

/** The additional item a terminal of this model would send for these readings. */
export function encodeTemperatureItem(
  terminalModel: string,
  readings: readonly ProbeReading[],
): AdditionalItem {
  const convention = temperatureConventionFor(terminalModel);
  if (!convention) throw new RangeError(`no temperature convention for model "${terminalModel}"`);
  if (convention.layout === 'carriageWord') {
    const first = readings[0];
    if (readings.length !== 1 || !first || first.probe !== 1 || first.temperatureC === null) {
      throw new RangeError('the carriage temperature carries exactly one connected probe');
    }
    return {
      itemId: 0x06,
      type: 'carriageTemperature',
      carriageTemperatureC: Math.round(first.temperatureC),
    };
  }
  if (readings.length > MAX_PROBES) throw new RangeError(`at most ${MAX_PROBES} probes`);
  const w = new ByteWriter(4 + readings.length * 6);
  if (convention.layout === 'probeList') {
    w.u8(readings.length);
    for (const reading of readings) w.u8(reading.probe).u16(probeWord(reading));
  } else {
    for (const reading of readings)
      w.u16(4)
        .u16(TLV_PROBE_BASE + reading.probe)
        .u16(probeWord(reading));
  }
  const bytes = w.toBytes();
  if (bytes.length > 0xff) throw new RangeError('temperature item longer than 255 bytes');
  return { itemId: convention.itemId, type: 'raw', hex: toHex(bytes) };
}

/**
 * The humidity item a terminal of this model would send beside its temperature item; null when the model carries
 * no humidity or no reading has one.
 */
export function encodeHumidityItem(
  terminalModel: string,
  readings: readonly ProbeReading[],
): AdditionalItem | null {
  const itemId = temperatureConventionFor(terminalModel)?.humidityItemId;
  if (itemId === undefined) return null;
  const carrying = readings.filter((r) => r.humidity !== undefined);
  if (carrying.length === 0) return null;
  if (carrying.length > MAX_PROBES) throw new RangeError(`at most ${MAX_PROBES} probes`);
  const w = new ByteWriter(1 + carrying.length * 3);
  w.u8(carrying.length);
  for (const reading of carrying) {
    if (reading.probe < 1 || reading.probe > MAX_PROBES)
      throw new RangeError(`probe ${reading.probe} outside 1–16`);
    const humidity = reading.humidity ?? null;
    const tenths = humidity === null ? NO_HUMIDITY : Math.round(humidity * 10);
    if (humidity !== null && (tenths < 0 || tenths > HUMIDITY_MAX_TENTHS))
      throw new RangeError(`humidity ${humidity} %RH outside 0–100`);
    w.u8(reading.probe).u16(tenths);
  }
  return { itemId, type: 'raw', hex: toHex(w.toBytes()) };
}
