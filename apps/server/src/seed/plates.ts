// Plates are generated alike by the seed and the simulator; the implementation lives in @roadwatch/simulator.
export { PLATE_COLOR, PLATE_PATTERN, plate, type PlateKind } from '@roadwatch/simulator/world';
