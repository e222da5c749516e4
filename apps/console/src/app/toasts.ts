import { createToastQueue } from '@roadwatch/core/http';

/** The one toast queue of the console: API failures are pushed here; the shell shows them with antd. */
export const toasts = createToastQueue();
