import { SWITCH_KIND } from '@roadwatch/core';
import type { PipelineWriter } from '../PipelineWriter';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';

/**
 * The cargo door (status bit 15, the rear door) and the refrigeration unit (item 0x25's run signal) of a current
 * report: a row only when one differs from what this process last saw of the vehicle (the first report after a
 * start writes both once). Two comparisons a report; nothing is read from the store.
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
}
