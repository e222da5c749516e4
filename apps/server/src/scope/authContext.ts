import type { UserKind } from '@roadwatch/core';

/** The data a request may see: one company, one department subtree (materialised path '/1/5/12/'). */
export interface Scope {
  companyId: number;
  departmentPath: string;
}

interface SessionBase extends Scope {
  tokenHash: string;
  departmentId: number;
}

export interface UserAuth extends SessionBase {
  kind: 'user';
  userId: number;
  userName: string;
  userKind: UserKind;
  roleId: number;
  /** Operation ids the role grants; loaded once per request on first use. */
  operations(): Promise<ReadonlySet<string>>;
}

export interface KioskAuth extends SessionBase {
  kind: 'kiosk';
  displayId: number;
  displayName: string;
}

export type AuthContext = UserAuth | KioskAuth;
