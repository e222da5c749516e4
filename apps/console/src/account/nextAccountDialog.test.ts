import { GUIDE_BITS } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { nextAccountDialog, type AccountFacts } from './nextAccountDialog';

const ALL_GUIDES = GUIDE_BITS.firstLogin | GUIDE_BITS.onlineService;
const settled: AccountFacts = {
  password: { display: false, necessary: false, content: '', lastPasswordModifiedTime: 0 },
  passwordSeen: false,
  onPasswordPage: false,
  protocolAgreed: true,
  onProtocolPage: false,
  guideMask: ALL_GUIDES,
  userKind: 'companyAdmin',
  haveLicense: true,
};
const mandatory = { display: true, necessary: true, content: '', lastPasswordModifiedTime: 0 };
const reminder = { ...mandatory, necessary: false };

describe('nextAccountDialog', () => {
  it('shows nothing for a settled user', () => {
    expect(nextAccountDialog(settled)).toBeNull();
  });

  it('puts a mandatory password change before everything, except on the password page', () => {
    const everything: AccountFacts = {
      ...settled,
      password: mandatory,
      protocolAgreed: false,
      guideMask: 0,
      haveLicense: false,
    };
    expect(nextAccountDialog(everything)).toBe('password');
    expect(nextAccountDialog({ ...everything, passwordSeen: true })).toBe('password');
    expect(nextAccountDialog({ ...everything, onPasswordPage: true })).toBe('protocol');
  });

  it('asks for consent before an optional reminder, which closing dismisses', () => {
    expect(nextAccountDialog({ ...settled, password: reminder, protocolAgreed: false })).toBe('protocol');
    expect(nextAccountDialog({ ...settled, password: reminder })).toBe('password');
    expect(nextAccountDialog({ ...settled, password: reminder, passwordSeen: true })).toBeNull();
  });

  it('leaves the protocol pages to ask by themselves, with nothing else before the agreement', () => {
    const fresh: AccountFacts = { ...settled, protocolAgreed: false, guideMask: 0, onProtocolPage: true };
    expect(nextAccountDialog(fresh)).toBeNull();
    expect(nextAccountDialog({ ...fresh, password: mandatory })).toBe('password');
  });

  it('orders the first-login guide, the licence prompt and the online-service guide', () => {
    const fresh: AccountFacts = { ...settled, guideMask: 0, haveLicense: false };
    expect(nextAccountDialog(fresh)).toBe('guide');
    expect(nextAccountDialog({ ...fresh, guideMask: GUIDE_BITS.firstLogin })).toBe('licence');
    const snoozed = GUIDE_BITS.firstLogin | GUIDE_BITS.licence;
    expect(nextAccountDialog({ ...fresh, guideMask: snoozed })).toBe('onlineService');
    expect(nextAccountDialog({ ...fresh, guideMask: GUIDE_BITS.firstLogin, userKind: 'subUser' })).toBe(
      'onlineService',
    );
  });

  it('waits for what an earlier dialog depends on', () => {
    expect(nextAccountDialog({ ...settled, password: null, guideMask: 0 })).toBeNull();
    expect(nextAccountDialog({ ...settled, protocolAgreed: null, guideMask: 0 })).toBeNull();
    expect(nextAccountDialog({ ...settled, guideMask: GUIDE_BITS.firstLogin, haveLicense: null })).toBeNull();
  });
});
