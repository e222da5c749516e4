// Seeded random streams live in @roadwatch/simulator so the seed and the live simulator draw alike.
export { Random, mixSeed } from '@roadwatch/simulator/world';
