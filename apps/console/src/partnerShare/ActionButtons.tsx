import { Button, Space } from 'antd';

/** A row's action buttons as links; the lasting ones (`danger`) in red. */
export function ActionButtons<A extends string>({
  actions,
  label,
  testId,
  danger,
  onPress,
}: {
  actions: readonly A[];
  label: (action: A) => string;
  testId: (action: A) => string;
  danger: (action: A) => boolean;
  onPress: (action: A) => void;
}) {
  return (
    <Space size={0}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          type="link"
          danger={danger(action)}
          data-testid={testId(action)}
          onClick={() => onPress(action)}
        >
          {label(action)}
        </Button>
      ))}
    </Space>
  );
}
