export * from './partnerCodes';
export * from './partnerRelation';
export * from './partnerShareRows';
export * from './shareWindow';
export * from './vehicleShare';
