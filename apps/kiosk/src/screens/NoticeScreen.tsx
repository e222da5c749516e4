import type { ReactNode } from 'react';
import { KIOSK_TEST_IDS } from '../testIds';

/** A full-screen message in place of the boards: connecting, not authorised, unknown display, bad config. */
export function NoticeScreen({
  tone,
  title,
  lines,
  children,
}: {
  tone: 'info' | 'error';
  title: string;
  lines: readonly string[];
  children?: ReactNode;
}) {
  return (
    <main
      className={`notice notice--${tone}`}
      data-testid={KIOSK_TEST_IDS.notice}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <div className="notice__mark" aria-hidden="true" />
      <h1 className="notice__title" data-testid={KIOSK_TEST_IDS.noticeTitle}>
        {title}
      </h1>
      {lines.map((line) => (
        <p key={line} className="notice__line">
          {line}
        </p>
      ))}
      {children}
    </main>
  );
}
