export * from './expiryStatus';
export * from './fleetCostFields';
export * from './insurance';
export * from './certificate';
export * from './expiryReminder';
