import { SWITCH_KIND } from '@roadwatch/core';
import { hasIoStatus } from '@roadwatch/jt808';
import type { PipelineWriter } from '../PipelineWriter';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';

/** The body equipment of item 0x2A's IO profile, as the runtime field, the stored kind and the IO bit. */
const IO_SWITCHES = [
  ['hydraulic', SWITCH_KIND.hydraulic, 'hydraulicLift'],
  ['unloading', SWITCH_KIND.unloading, 'unloading'],
  ['headSeparated', SWITCH_KIND.headSeparated, 'headSeparated'],
] as const;

/**
 * The cargo door (status bit 15, the rear door), the air-conditioning input (item 0x25's run signal) and the body
 * equipment of item 0x2A (hydraulic lift, unloading, head separation) of a current report: a row only when one
 * differs from what this process last saw of the vehicle (the first report after a start writes each once). A
 * report without item 0x25 or 0x2A says nothing about its switches. A few comparisons a report; nothing is read
 * from the store.
 */
export function applySwitches(rt: VehicleRuntime, writer: PipelineWriter, facts: ReportFacts): void {
  const door = facts.report.status.door3Open ? 1 : 0;
  if (door !== rt.cargoDoor) {
    rt.cargoDoor = door;
    writer.addSwitch(rt.vehicleId, facts.at, SWITCH_KIND.door, door);
  }
  const cooler = facts.cooler;
  if (cooler !== -1 && cooler !== rt.cooler) {
    rt.cooler = cooler;
    writer.addSwitch(rt.vehicleId, facts.at, SWITCH_KIND.cooler, cooler);
  }
  if (facts.ioFlags === -1) return;
  for (const [field, kind, bit] of IO_SWITCHES) {
    const on = hasIoStatus(facts.ioFlags, bit) ? 1 : 0;
    if (on !== rt[field]) {
      rt[field] = on;
      writer.addSwitch(rt.vehicleId, facts.at, kind, on);
    }
  }
}
