import { common } from './common';
import { console } from './console';
import { errors } from './errors';
import { kiosk } from './kiosk';
import { validation } from './validation';

export const zhCN = { common, validation, errors, console, kiosk } as const;
