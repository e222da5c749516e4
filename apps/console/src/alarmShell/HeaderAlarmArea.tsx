import { TEST_IDS } from '@roadwatch/core';
import { theme } from 'antd';
import { createPortal } from 'react-dom';
import { AbnormalDetailModal } from './AbnormalDetailModal';
import { AbnormalHandleDialog } from './AbnormalHandleDialog';
import { AbnormalPopover } from './AbnormalPopover';
import { AlarmPopover } from './AlarmPopover';
import { FloatingMessageBox } from './FloatingMessageBox';
import { MessagePopover } from './MessagePopover';
import { NewEventPopups } from './NewEventPopups';
import { useAlarmShellPolling } from './useAlarmShellPolling';
import { VoiceAudio } from './VoiceAudio';
import './alarmShell.css';

/**
 * The header's alarm area (seed 000 §2.3, §2.5): alarm, abnormal-equipment and message popovers with their
 * badges, and what they bring up — new-event popups with the voice broadcast, the floating message box, the
 * abnormal detail and handling dialogs.
 */
export function HeaderAlarmArea() {
  useAlarmShellPolling();
  const { token } = theme.useToken();
  // Outside the antd App element the page's own text style would apply: carry antd's over.
  const cornerText = {
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    color: token.colorText,
  };
  return (
    <div className="alarm-shell" data-testid={TEST_IDS.alarmShell.area}>
      <AlarmPopover />
      <AbnormalPopover />
      <MessagePopover />
      {/*
        Bottom-right, clear of the header's popovers: popups above the floating message box. On <body>, so its
        stacking is the page's, not the header's: above the content, below any dialog and its mask.
      */}
      {createPortal(
        <div className="alarm-shell__corner" style={cornerText} data-testid={TEST_IDS.alarmShell.corner}>
          <NewEventPopups />
          <FloatingMessageBox />
        </div>,
        document.body,
      )}
      <AbnormalHandleDialog />
      <AbnormalDetailModal />
      <VoiceAudio />
    </div>
  );
}
