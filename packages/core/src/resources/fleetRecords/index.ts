export * from './fleetRecordFields';
export * from './trailer';
export * from './gasCard';
export * from './refuel';
export * from './useRecord';
export * from './reimbursement';
export * from './fleetRecordOptions';
