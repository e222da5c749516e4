import {
  PARTNER_ACTIONS,
  PARTNER_STATES,
  partnerTransition,
  type PartnerRow,
  type PartnerSide,
  type PartnerState,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRelations, partnerShareWorld, relationIn, shareIn, type World } from './partnerShareWorld';

/**
 * Partner relationships: codes, adding by the other company's pair of codes (wrong pair, own company, an open
 * relation refused), every action in every state from both sides against core's table, and one company's relations
 * out of another's reach.
 */
let w: World;
beforeAll(async () => {
  w = await partnerShareWorld();
}, 120_000);
afterAll(() => w.t.close());

const codesOf = async (token: string) =>
  (await w.api(token, 'partnerCodes', {})).result as { cooperationCode: string; verificationCode: string };

const stateOf = async (id: number) =>
  (
    await w.t.db
      .selectFrom('partner_relations')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;

describe('cooperation codes', () => {
  it('are 8 and 4 digits, stay the same, and a renewed verification code refuses the old pair', async () => {
    const codes = await codesOf(w.second);
    expect(codes.cooperationCode).toMatch(/^\d{8}$/);
    expect(codes.verificationCode).toMatch(/^\d{4}$/);
    expect(await codesOf(w.second)).toEqual(codes);
    expect((await codesOf(w.first)).cooperationCode).not.toBe(codes.cooperationCode);

    const renewed = (await w.api(w.second, 'partnerVerificationRenew', {})).result as typeof codes;
    expect(renewed.cooperationCode).toBe(codes.cooperationCode);
    if (renewed.verificationCode !== codes.verificationCode) {
      const old = await w.api(w.first, 'partnerAdd', codes, 'en-US');
      expect(old.code).toBe(0);
      expect(old.message).toBe('The corresponding company does not exist and cannot be authorized');
    }
  });
});

describe('adding a partner', () => {
  it('refuses malformed codes with 400 naming the rule, in both languages', async () => {
    const zh = await w.api(w.first, 'partnerAdd', { cooperationCode: '1234567', verificationCode: '1234' });
    expect(zh.status).toBe(400);
    expect(zh.message).toContain('合作码为8位数字');
    const en = await w.api(
      w.first,
      'partnerAdd',
      { cooperationCode: '12345678', verificationCode: '12a4' },
      'en-US',
    );
    expect(en.status).toBe(400);
    expect(en.message).toContain('The verification code is 4 digits');
  });

  it('refuses a wrong pair with the seed message, the own company, and a second open relation', async () => {
    await closeRelations(w);
    const theirs = await codesOf(w.second);
    const wrong = await w.api(w.first, 'partnerAdd', {
      ...theirs,
      verificationCode: theirs.verificationCode === '0000' ? '0001' : '0000',
    });
    expect(wrong.code).toBe(0);
    expect(wrong.message).toBe('对应企业不存在，无法授权');

    const own = await w.api(w.first, 'partnerAdd', await codesOf(w.first));
    expect(own.code).toBe(0);
    expect(own.message).toBe('不能与本企业建立合作');

    const added = await w.api(w.first, 'partnerAdd', theirs);
    expect(added.code).toBe(1);
    const again = await w.api(w.first, 'partnerAdd', theirs);
    expect(again.message).toBe('与该企业已有合作或待处理的申请');
    // The other way round is the same pair.
    const back = await w.api(w.second, 'partnerAdd', await codesOf(w.first));
    expect(back.message).toBe('与该企业已有合作或待处理的申请');
  });

  it('shows the request as waiting to the requester and as to be agreed to the partner', async () => {
    await closeRelations(w);
    const { id } = (await w.api(w.first, 'partnerAdd', await codesOf(w.second))).result as { id: number };
    const mine = ((await w.api(w.first, 'partnerList', {})).result as PartnerRow[]).find((r) => r.id === id);
    const theirs = ((await w.api(w.second, 'partnerList', {})).result as PartnerRow[]).find(
      (r) => r.id === id,
    );
    expect(mine).toMatchObject({ side: 'requester', state: 'pending' });
    expect(theirs).toMatchObject({ side: 'partner', state: 'pending' });
    expect(mine?.companyName).not.toBe(theirs?.companyName);
  });
});

describe('the relationship state machine', () => {
  const cases = PARTNER_STATES.flatMap((state) =>
    (['requester', 'partner'] as PartnerSide[]).flatMap((side) =>
      PARTNER_ACTIONS.map((action) => ({
        state,
        side,
        action,
        next: partnerTransition(state, side, action),
      })),
    ),
  );

  it.each(cases)('$side: $action when $state → $next', async ({ state, side, action, next }) => {
    await closeRelations(w);
    const id = await relationIn(w, state as PartnerState);
    const res = await w.api(side === 'requester' ? w.first : w.second, 'partnerAct', { id, action }, 'en-US');
    if (next) {
      expect(res.code).toBe(1);
      expect(await stateOf(id)).toBe(next);
    } else {
      expect(res.code).toBe(0);
      expect(res.message).toMatch(/^The relationship is “.+”: “.+” is not allowed$/);
      expect(res.message).not.toContain('partnerShare.');
      expect(await stateOf(id)).toBe(state);
    }
  });

  it('translates a refusal into Chinese with the state and action words', async () => {
    await closeRelations(w);
    const id = await relationIn(w, 'pending');
    const res = await w.api(w.first, 'partnerAct', { id, action: 'agree' });
    expect(res.message).toBe('当前状态为“等待对方同意”，不能执行“同意”');
  });

  it('makes the partner who asks again after a termination the requester', async () => {
    await closeRelations(w);
    const id = await relationIn(w, 'terminated');
    const readd = await w.api(w.second, 'partnerAct', { id, action: 'readd' });
    expect(readd.code).toBe(1);
    const row = ((await w.api(w.second, 'partnerList', {})).result as PartnerRow[]).find((r) => r.id === id);
    expect(row).toMatchObject({ side: 'requester', state: 'pending' });
  });

  it('stops every share of the relation when either side terminates', async () => {
    await closeRelations(w);
    const id = await relationIn(w, 'cooperating');
    const share = await shareIn(w, id, w.vehicles[0] ?? 0, 'active', -1, 5);
    expect((await w.api(w.second, 'partnerAct', { id, action: 'terminate' })).code).toBe(1);
    const row = await w.t.db
      .selectFrom('vehicle_shares')
      .select('state')
      .where('id', '=', share)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('stopped');
  });
});

describe('tenant isolation', () => {
  it('keeps a relation between two companies out of a third one’s reach', async () => {
    await closeRelations(w);
    const id = await relationIn(w, 'pending', 3, 2);
    expect(((await w.api(w.first, 'partnerList', {})).result as PartnerRow[]).some((r) => r.id === id)).toBe(
      false,
    );
    const res = await w.api(w.first, 'partnerAct', { id, action: 'agree' });
    expect(res.code).toBe(0);
    expect(res.message).toBe('数据不存在');
    expect(await stateOf(id)).toBe('pending');
  });
});
