import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { ALARM_RULES, ALARM_RULE_TYPES, describeAlarmRuleIssue, parseAlarmRule } from '.';
import { ALARM_RULE_RANGE_CASES, editedAlarmRule, setAlarmRuleField } from './alarmRuleRangeCases';

const edited = editedAlarmRule;
const set = setAlarmRuleField;

describe('alarm settings per type', () => {
  it('accepts every built-in default', () => {
    for (const type of ALARM_RULE_TYPES)
      expect(parseAlarmRule(type, ALARM_RULES[type].defaults).success).toBe(true);
  });

  it.each(ALARM_RULE_RANGE_CASES)('$type: $name', ({ type, accepted, refused, path }) => {
    expect(parseAlarmRule(type, edited(type, accepted)).error?.issues).toBeUndefined();
    const bad = parseAlarmRule(type, edited(type, refused));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(path);
  });

  it('names the field in both languages', () => {
    const bad = parseAlarmRule('overspeed', edited('overspeed', set(['levels', 1, 'overPercent'], 101)));
    const issue = bad.error!.issues[0]!;
    expect(describeAlarmRuleIssue(createI18n('en-US').t, issue)).toBe(
      'Alarm levels › Level 2 › Over the limit (%): Must be at most 100',
    );
    expect(describeAlarmRuleIssue(createI18n('zh-CN').t, issue)).toContain('报警级别 › 2级 › 超速比例（%）');
  });

  it('replaces quotes and angle brackets in the terminal notice with spaces', () => {
    const ok = parseAlarmRule(
      'hijack',
      edited('hijack', set(['terminalNotice'], { enabled: true, mode: 'text', text: 'Call "base" <now>' })),
    );
    expect(ok.data?.terminalNotice.text).toBe('Call  base   now');
  });
});
