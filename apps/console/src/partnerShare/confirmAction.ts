import type { App } from 'antd';

type Modal = ReturnType<typeof App.useApp>['modal'];

/** Asks before an action that cannot be taken back (terminate, refuse, stop, release), then runs it. */
export function confirmAction(
  modal: Modal,
  texts: { title: string; content: string; ok: string; cancel: string },
  run: () => Promise<void>,
): void {
  modal.confirm({
    title: texts.title,
    content: texts.content,
    okText: texts.ok,
    cancelText: texts.cancel,
    okButtonProps: { danger: true },
    onOk: run,
  });
}
