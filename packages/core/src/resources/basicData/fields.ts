import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { rowId } from '../defineResource';

/**
 * A chosen row (department, vehicle, driver) that the form requires: "required" when nothing is chosen, "invalid"
 * for anything else that is not a row id.
 */
export const chosenId = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .pipe(rowId);
