import { ENDPOINTS, TEST_IDS, type FavouriteItem, type FavouriteTreeNode } from '@roadwatch/core';
import { EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Drawer,
  Empty,
  List,
  Result,
  Space,
  Spin,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const ids = TEST_IDS.shellFrame;

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

function toTreeData(nodes: readonly FavouriteTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.menuKey,
    title: node.detail.title,
    // Directories only group; what can be kept is an entry that opens something.
    children: toTreeData(node.children),
  }));
}

function openableKeys(nodes: readonly FavouriteTreeNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.detail.url) into.add(node.menuKey);
    openableKeys(node.children, into);
  }
  return into;
}

function checkedKeys(nodes: readonly FavouriteTreeNode[]): string[] {
  return nodes.flatMap((node) => [...(node.checked ? [node.menuKey] : []), ...checkedKeys(node.children)]);
}

/**
 * Favourites (seed 000 §2.3): the user's favourite menu entries as links (`userFavoriteList`), and an editor —
 * the permitted primary menu as a checkbox tree (`userFavoriteMenuTree`) saved with `saveUserFavorite`.
 */
export function FavouritesPanel() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [list, setList] = useState<Load<FavouriteItem[]>>({ state: 'loading' });
  const [tree, setTree] = useState<Load<FavouriteTreeNode[]>>({ state: 'loading' });
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const loadList = useCallback(() => {
    setList({ state: 'loading' });
    api
      .call(ENDPOINTS.userFavoriteList, {}, { cancelOnRouteChange: false })
      .then((value) => setList({ state: 'ready', value }))
      .catch((error: unknown) => {
        logError('shellData', 'favourites failed', error);
        setList({ state: 'failed' });
      });
  }, []);

  const startEditing = () => {
    setEditing(true);
    setTree({ state: 'loading' });
    api
      .call(ENDPOINTS.userFavoriteMenuTree, {}, { cancelOnRouteChange: false })
      .then((value) => {
        setTree({ state: 'ready', value });
        setChecked(checkedKeys(value));
      })
      .catch((error: unknown) => {
        logError('shellData', 'favourite tree failed', error);
        setTree({ state: 'failed' });
      });
  };

  const show = () => {
    setOpen(true);
    setEditing(false);
    loadList();
  };

  const save = async () => {
    if (tree.state !== 'ready') return;
    const openable = openableKeys(tree.value);
    setSaving(true);
    try {
      await api.call(
        ENDPOINTS.saveUserFavorite,
        checked.filter((key) => openable.has(key)),
        { cancelOnRouteChange: false },
      );
      void message.success(t('shell.favourites.saved'));
      setEditing(false);
      loadList();
    } catch (error) {
      // The client has toasted the server's message already.
      logError('shellData', 'saving favourites failed', error);
    } finally {
      setSaving(false);
    }
  };

  const go = (item: FavouriteItem) => {
    setOpen(false);
    if (item.blank || /^https?:\/\//i.test(item.url)) window.open(item.url, '_blank', 'noopener');
    else void navigate(item.url);
  };

  const treeData = tree.state === 'ready' ? toTreeData(tree.value) : [];
  const openable = tree.state === 'ready' ? openableKeys(tree.value) : new Set<string>();
  const selectedCount = checked.filter((key) => openable.has(key)).length;

  return (
    <>
      <Button
        type="text"
        className="shell__header-button"
        icon={<StarOutlined />}
        data-testid={ids.favouritesButton}
        aria-label={t('shell.favourites.open')}
        onClick={show}
      >
        <span className="shell__header-button-text">{t('shell.favourites.open')}</span>
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={380}
        title={editing ? t('shell.favourites.editTitle') : t('shell.favourites.title')}
        data-testid={ids.favouritesPanel}
        extra={
          editing ? null : (
            <Button icon={<EditOutlined />} data-testid={ids.favouritesEdit} onClick={startEditing}>
              {t('shell.favourites.edit')}
            </Button>
          )
        }
        footer={
          editing ? (
            <Space className="shell__drawer-footer">
              <Typography.Text type="secondary">
                {t('shell.favourites.selected', { count: selectedCount })}
              </Typography.Text>
              <Space>
                <Button onClick={() => setEditing(false)}>{t('shell.favourites.cancel')}</Button>
                <Button
                  type="primary"
                  loading={saving}
                  disabled={tree.state !== 'ready'}
                  data-testid={ids.favouritesSave}
                  onClick={() => void save()}
                >
                  {t('shell.favourites.save')}
                </Button>
              </Space>
            </Space>
          ) : null
        }
      >
        {editing ? (
          tree.state === 'loading' ? (
            <Spin className="shell__drawer-spin" />
          ) : tree.state === 'failed' ? (
            <Result status="warning" title={t('shell.favourites.loadFailed')} />
          ) : (
            <Tree
              checkable
              defaultExpandAll
              selectable={false}
              data-testid={ids.favouritesTree}
              treeData={treeData}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
              titleRender={(node) => (
                <span data-testid={ids.favouriteLink(`tree-${String(node.key)}`)}>{String(node.title)}</span>
              )}
            />
          )
        ) : list.state === 'loading' ? (
          <Spin className="shell__drawer-spin" />
        ) : list.state === 'failed' ? (
          <Result
            status="warning"
            title={t('shell.favourites.loadFailed')}
            extra={<Button onClick={loadList}>{t('shell.messages.retry')}</Button>}
          />
        ) : list.value.length === 0 ? (
          <Empty description={t('shell.favourites.empty')} />
        ) : (
          <List
            dataSource={list.value}
            renderItem={(item) => (
              <List.Item className="shell__favourite">
                <Button
                  type="link"
                  icon={<StarFilled className="shell__favourite-star" />}
                  data-testid={ids.favouriteLink(item.menuKey)}
                  onClick={() => go(item)}
                >
                  {item.title}
                </Button>
              </List.Item>
            )}
          />
        )}
      </Drawer>
    </>
  );
}
