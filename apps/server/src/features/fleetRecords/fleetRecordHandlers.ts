import { fleetRecordOptions } from './fleetRecordOptions';
import { gasCardHandlers } from './gasCardHandlers';
import { refuelHandlers } from './refuelHandlers';
import { reimbursementHandlers } from './reimbursementHandlers';
import { trailerHandlers } from './trailerHandlers';
import { useRecordHandlers } from './useRecordHandlers';

/** Trailers, fuel cards, refuellings, use records and reimbursements, with the forms' options. */
export const fleetRecordHandlers = {
  ...trailerHandlers,
  ...gasCardHandlers,
  ...refuelHandlers,
  ...useRecordHandlers,
  ...reimbursementHandlers,
  fleetRecordOptions,
};
