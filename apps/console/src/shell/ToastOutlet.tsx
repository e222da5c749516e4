import { TEST_IDS } from '@roadwatch/core';
import { message } from 'antd';
import { useEffect } from 'react';
import { toasts } from '../app/toasts';

const TOAST_KEY = 'api-toast';

/** Mirrors the toast queue (one message at a time, 2.5 s, timed by the queue) with antd's message. */
export function ToastOutlet() {
  const [messageApi, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => {
    const show = (current: string | null) => {
      if (current === null) messageApi.destroy(TOAST_KEY);
      else
        void messageApi.open({
          key: TOAST_KEY,
          type: 'error',
          duration: 0,
          content: <span data-testid={TEST_IDS.shell.toast}>{current}</span>,
        });
    };
    show(toasts.current());
    return toasts.subscribe(show);
  }, [messageApi]);
  return holder;
}
