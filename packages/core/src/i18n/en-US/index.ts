import type { Messages } from '../messages';
import type { zhCN } from '../zh-CN';
import { alarm } from './alarm';
import { common } from './common';
import { console } from './console';
import { errors } from './errors';
import { kiosk } from './kiosk';
import { validation } from './validation';
import { vehicle } from './vehicle';

export const enUS: Messages<typeof zhCN> = { common, validation, errors, console, kiosk, alarm, vehicle };
