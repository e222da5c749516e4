/** The rule lives in core, shared with the console's live map. */
export { deriveOperationState, type OperationFacts } from '@roadwatch/core';
