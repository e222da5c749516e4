import { describe, expect, it } from 'vitest';
import { ACC_STATUS, HANDLE_SETTING_MODE, HANDLE_TYPE, ONLINE_STATUS } from '../states';
import { VMSG } from './messages';
import { checkHandling, checkOpinion, composeOpinion, opinionMaxLength, opinionSchema } from './opinion';

const reachable = { onlineStatus: ONLINE_STATUS.online, accStatus: ACC_STATUS.on };

describe('handling opinion', () => {
  it('allows 200 characters normally and 100 in the setting-2 mode of event types 3 and 4', () => {
    expect(opinionMaxLength(1, HANDLE_SETTING_MODE.editWithHistory)).toBe(200);
    expect(opinionMaxLength(3, HANDLE_SETTING_MODE.handle)).toBe(200);
    expect(opinionMaxLength(3, HANDLE_SETTING_MODE.editWithHistory)).toBe(100);
    expect(opinionMaxLength(4, HANDLE_SETTING_MODE.editWithHistory)).toBe(100);
  });

  it('accepts an opinion of exactly the maximum length', () => {
    expect(checkOpinion('意'.repeat(200))).toBeNull();
    expect(checkOpinion('a'.repeat(100), 100)).toBeNull();
  });

  it('rejects an opinion one character too long, naming the limit', () => {
    expect(checkOpinion('意'.repeat(201))).toEqual({ message: VMSG.tooLong, path: 'content', maximum: 200 });
    expect(checkOpinion('a'.repeat(101), 100)?.maximum).toBe(100);
  });

  it('rejects a blank opinion', () => {
    expect(checkOpinion('   \n ')?.message).toBe(VMSG.opinionRequired);
    expect(opinionSchema().safeParse('  ').error?.issues[0]?.message).toBe(VMSG.opinionRequired);
  });

  it('the server schema trims and caps the opinion at the given length', () => {
    expect(opinionSchema(100).parse('  已处理 ')).toBe('已处理');
    const issue = opinionSchema(100).safeParse('x'.repeat(101)).error?.issues[0];
    expect(issue?.message).toBe(VMSG.tooLong);
    expect(issue).toMatchObject({ maximum: 100 });
  });

  it('sends the chosen presets joined with commas, or the typed text when the other-option is chosen', () => {
    expect(
      composeOpinion({ presets: ['已提醒司机', '已联系车队'], otherChosen: false, otherText: 'x' }),
    ).toBe('已提醒司机,已联系车队');
    expect(
      composeOpinion({ presets: ['已提醒司机'], otherChosen: true, otherText: ' 司机已停车休息 ' }),
    ).toBe('司机已停车休息');
  });
});

describe('handling submission', () => {
  it('asks for an opinion when action 1 has none, even with the vehicle offline', () => {
    const offline = { onlineStatus: ONLINE_STATUS.offline, accStatus: ACC_STATUS.off };
    expect(checkHandling({ handleType: HANDLE_TYPE.opinion, opinion: '', vehicle: offline })?.message).toBe(
      VMSG.opinionRequired,
    );
    expect(
      checkHandling({ handleType: HANDLE_TYPE.opinion, opinion: '已处理', vehicle: offline }),
    ).toBeNull();
  });

  it('requires a TTS message for action 2 and a family message for action 4', () => {
    expect(checkHandling({ handleType: HANDLE_TYPE.tts, ttsMessage: ' ', vehicle: reachable })?.message).toBe(
      VMSG.ttsMessageRequired,
    );
    expect(checkHandling({ handleType: HANDLE_TYPE.familyVoice, vehicle: reachable })?.message).toBe(
      VMSG.familyMessageRequired,
    );
    expect(
      checkHandling({ handleType: HANDLE_TYPE.tts, ttsMessage: '请注意休息', vehicle: reachable }),
    ).toBeNull();
  });

  it('requires the talk to be set up for action 3', () => {
    expect(checkHandling({ handleType: HANDLE_TYPE.intercom, vehicle: reachable })?.message).toBe(
      VMSG.talkNotReady,
    );
    expect(
      checkHandling({ handleType: HANDLE_TYPE.intercom, talkReady: true, vehicle: reachable }),
    ).toBeNull();
  });

  it('refuses actions other than 1 when the vehicle is offline or its ACC is off', () => {
    const input = { handleType: HANDLE_TYPE.tts, ttsMessage: '请注意休息' } as const;
    expect(
      checkHandling({ ...input, vehicle: { onlineStatus: ONLINE_STATUS.offline, accStatus: ACC_STATUS.on } })
        ?.message,
    ).toBe(VMSG.vehicleOffline);
    expect(
      checkHandling({ ...input, vehicle: { onlineStatus: ONLINE_STATUS.online, accStatus: ACC_STATUS.off } })
        ?.message,
    ).toBe(VMSG.accOff);
  });
});
