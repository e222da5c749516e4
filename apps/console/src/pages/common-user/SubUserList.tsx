import { checkNewPassword, formatChinaTime, subUserResource, type RowOf } from '@roadwatch/core';
import { Form, Input, Select, Tag, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toTreeSelect } from '../../organisation/departmentTreeSelect';
import { SubUserToolbar } from '../../organisation/SubUserToolbar';
import { useSubUserOptions } from '../../organisation/useSubUserOptions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof subUserResource>;

const time = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v) : '');

/**
 * Sub-users (`subUserList`): the company's users in the caller's department subtree, their department and role,
 * enable/disable in batches of up to 50, and password resets. The initial password is given when adding.
 */
export function SubUserList({ route }: PageProps) {
  const { t } = useTranslation('organisation');
  const options = useSubUserOptions();
  const ready = options.state === 'ready' ? options.value : null;
  const departments = useMemo(() => toTreeSelect(ready?.departments ?? []), [ready]);
  const roles = useMemo(() => (ready?.roles ?? []).map((r) => ({ value: r.id, label: r.name })), [ready]);

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'userName', header: 'subUser.userName', width: 150 },
      { field: 'realName', header: 'subUser.realName', width: 120 },
      { field: 'phone', header: 'subUser.phone', width: 130 },
      { field: 'departmentName', header: 'subUser.department', width: 210 },
      { field: 'roleName', header: 'subUser.role', width: 150 },
      {
        field: 'disabled',
        header: 'subUser.status',
        width: 100,
        render: (row) => (
          <Tag color={row.disabled ? 'default' : 'success'}>
            {t(row.disabled ? 'subUser.disabled' : 'subUser.enabled')}
          </Tag>
        ),
      },
      { field: 'email', header: 'subUser.email', flex: 1, width: 180 },
      { field: 'createdTime', header: 'subUser.createdTime', width: 178, format: time },
      { field: 'operatorName', header: 'operator', width: 120 },
      { field: 'modifiedTime', header: 'modifiedTime', width: 178, format: time },
    ],
    [t],
  );

  const filters = useMemo<ResourceFilter[]>(
    () => [
      { name: 'keyword', label: 'subUser.keyword', input: <Input allowClear maxLength={32} /> },
      {
        name: 'departmentId',
        label: 'subUser.department',
        input: <TreeSelect allowClear treeData={departments} treeDefaultExpandAll style={{ width: 200 }} />,
      },
      {
        name: 'roleId',
        label: 'subUser.role',
        input: <Select allowClear options={roles} style={{ width: 160 }} />,
      },
      {
        name: 'disabled',
        label: 'subUser.status',
        input: (
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 0, label: t('subUser.enabled') },
              { value: 1, label: t('subUser.disabled') },
            ]}
          />
        ),
      },
    ],
    [departments, roles, t],
  );

  const level = ready?.passwordLevel ?? 1;
  return (
    <ResourcePage
      resource={subUserResource}
      route={route}
      ns="organisation"
      title="subUser.title"
      columns={columns}
      filters={filters}
      formWidth={620}
      toForm={(row) => ({
        userName: row.userName,
        realName: row.realName,
        phone: row.phone,
        email: row.email,
        departmentId: row.departmentId,
        roleId: row.roleId,
        remark: row.remark,
      })}
      toolbarExtra={(grid) => <SubUserToolbar route={route} grid={grid} level={level} />}
      formFields={({ rule, mode }) => (
        <>
          <Form.Item name="userName" label={t('subUser.userName')} required rules={[rule('userName')]}>
            <Input maxLength={32} disabled={mode === 'edit'} autoComplete="off" />
          </Form.Item>
          {mode === 'add' && (
            <Form.Item
              name="password"
              label={t('subUser.password')}
              required
              extra={t('subUser.passwordHint')}
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    const problem = checkNewPassword(value ?? '', level);
                    if (problem) throw new Error(t(problem));
                  },
                },
              ]}
            >
              <Input.Password maxLength={15} autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item name="realName" label={t('subUser.realName')} required rules={[rule('realName')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('subUser.department')}
            required
            rules={[rule('departmentId')]}
          >
            <TreeSelect treeData={departments} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
          </Form.Item>
          <Form.Item name="roleId" label={t('subUser.role')} required rules={[rule('roleId')]}>
            <Select options={roles} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="phone" label={t('subUser.phone')} rules={[rule('phone')]}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="email" label={t('subUser.email')} rules={[rule('email')]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
