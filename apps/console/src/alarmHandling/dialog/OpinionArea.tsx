import { TEST_IDS, checkOpinion, composeOpinion } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { Checkbox, Empty, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface OpinionValue {
  presets: string[];
  otherChosen: boolean;
  otherText: string;
}

export const EMPTY_OPINION: OpinionValue = { presets: [], otherChosen: false, otherText: '' };

/** The first problem of an opinion (seed 000 §5): none chosen or typed, blank other text, too long. */
export function opinionIssue(value: OpinionValue, max: number): ReturnType<typeof checkOpinion> {
  if (value.otherChosen) return checkOpinion(value.otherText, max);
  return checkOpinion(composeOpinion(value), max);
}

export interface OpinionAreaProps {
  ideas: readonly string[];
  value: OpinionValue;
  onChange: (value: OpinionValue) => void;
  max: number;
  /** Show the error of the other-option text (after a submit attempt or while typing). */
  showErrors: boolean;
  /** The user may edit their presets (personal settings), so the area links there. */
  canEditPresets?: boolean;
}

/** Preset opinions plus an "other" choice revealing a 3-row text area (at most `max`, not blank). */
export function OpinionArea({
  ideas,
  value,
  onChange,
  max,
  showErrors,
  canEditPresets = false,
}: OpinionAreaProps) {
  const { t } = useTranslation('handling');
  const issue = value.otherChosen ? checkOpinion(value.otherText, max) : null;
  const tooLong = value.otherText.trim().length > max;
  const error = issue && (showErrors || tooLong) ? translateIssue(t, issue) : undefined;
  return (
    <div className="opinion-area">
      {ideas.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('handle.noPresets')} />
      )}
      {canEditPresets && (
        // A new window: the dialog keeps what the operator has typed so far.
        <Typography.Link
          className="opinion-area__edit"
          href="/personalSetting?tab=opinions"
          target="_blank"
          rel="noopener"
          data-testid={TEST_IDS.personalize.editPresets}
        >
          {t('handle.editPresets')}
        </Typography.Link>
      )}
      <Checkbox.Group
        className="opinion-area__presets"
        value={value.presets}
        onChange={(presets) => onChange({ ...value, presets: presets.map(String) })}
        disabled={value.otherChosen}
      >
        {ideas.map((idea, i) => (
          <Checkbox key={idea} value={idea} data-testid={TEST_IDS.handling.preset(i)}>
            {idea}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Checkbox
        checked={value.otherChosen}
        data-testid={TEST_IDS.handling.otherOption}
        onChange={(e) => onChange({ ...value, otherChosen: e.target.checked })}
      >
        {t('handle.other')}
      </Checkbox>
      {value.otherChosen && (
        <Form.Item validateStatus={error ? 'error' : undefined} help={error} className="opinion-area__other">
          <Input.TextArea
            rows={3}
            showCount={{ formatter: ({ count }) => `${count} / ${max}` }}
            value={value.otherText}
            placeholder={t('handle.otherPlaceholder', { max })}
            data-testid={TEST_IDS.handling.otherText}
            onChange={(e) => onChange({ ...value, otherText: e.target.value })}
          />
        </Form.Item>
      )}
    </div>
  );
}
