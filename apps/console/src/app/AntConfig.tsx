import type { Language } from '@roadwatch/core';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useReducedMotion } from './useReducedMotion';

/**
 * antd's settings for the console's pages: its texts in the page's language, and no opening and closing animations
 * for a reader whose system asks for less motion (dialogs, menus and pickers then appear at once).
 */
export function AntConfig({ language, children }: { language: Language; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={language === 'en-US' ? enUS : zhCN}
      theme={reducedMotion ? { token: { motion: false } } : undefined}
    >
      {children}
    </ConfigProvider>
  );
}
