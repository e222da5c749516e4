export * from './costFigures';
export * from './fleetAnalysisLimits';
export * from './fuelConsumption';
