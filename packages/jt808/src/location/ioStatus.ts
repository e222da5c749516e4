/**
 * IO status word of additional item 0x2A. JT/T 808 defines bit 0 (deep sleep) and bit 1 (sleep) and leaves the
 * higher bits to the terminal maker. Roadwatch's terminal profile wires the body equipment of special-purpose
 * trucks to the next three inputs:
 * - bit 2 `hydraulicLift`: the hydraulic lift (a dump truck's tipping body) is raised;
 * - bit 3 `unloading`: the bulk unloading valve is open (a cement or ash tanker discharging);
 * - bit 4 `headSeparated`: the tractor is detached from its trailer (the fifth-wheel coupling is open).
 * A report carrying item 0x2A states every bit; one without it says nothing about them.
 */
export const IO_STATUS_BITS = ['deepSleep', 'sleep', 'hydraulicLift', 'unloading', 'headSeparated'] as const;

export type IoStatusName = (typeof IO_STATUS_BITS)[number];

/** The named bits set in an IO status word, in bit order; bits past the profile are ignored. */
export function ioStatusNames(flags: number): IoStatusName[] {
  return IO_STATUS_BITS.filter((_, bit) => ((flags >>> bit) & 1) === 1);
}

/** The IO status word with exactly the named bits set. */
export function ioStatusFlags(names: readonly IoStatusName[]): number {
  return names.reduce((flags, name) => flags | (1 << IO_STATUS_BITS.indexOf(name)), 0);
}

/** Whether the named bit is set in an IO status word. */
export function hasIoStatus(flags: number, name: IoStatusName): boolean {
  return ((flags >>> IO_STATUS_BITS.indexOf(name)) & 1) === 1;
}
