import { ProForm } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Alert, Button, Form, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import RecordError from '@/components/RecordError';
import ShellPage from '@/components/ShellPage';
import usePageData from '@/hooks/usePageData';
import { errorFieldOf, errorMessageOf, versionConflictOf } from '@/utils/requestErrors';
import {
  createNews,
  getAdminNews,
  publishNews,
  updateNews,
  uploadNewsImage,
} from '@/services/news';
import { feedback } from '@/utils/feedback';
import { chinaToday } from '../chinaToday';
import { editPath, NEWS_STATUS_LABELS, STATUS_TAG_COLORS } from '../labels';
import { ask } from './ask';
import { CategoryField, EditorField, SourceField, SummaryField, TitleField } from './fields';
import styles from './index.less';
import useLeaveGuard from './useLeaveGuard';
import { completed, FIELDS, same, valuesOf, type Values } from './values';

// The preview (the public article view in a dialog) loads when first asked for.
const ArticlePreview = lazy(() =>
  import(/* webpackChunkName: "admin-news-preview" */ '../PreviewModal').then((module) => ({
    default: module.ArticlePreview,
  })),
);

interface Conflict {
  current: API.AdminNewsArticle;
  message: string;
}

/**
 * 新建 / 编辑新闻: title, category, summary, source and the body in the rich-text editor; 保存草稿
 * (or 保存 once published), 预览 as visitors will read it, 发布. The backend's refusal of a field
 * shows at that field, a stale save offers the article as it is now or keeps what was typed, and
 * leaving with unsaved changes asks first.
 */
export default function NewsEditPage() {
  const { id } = useParams<{ id?: string }>();
  const [article, setArticle] = useState<API.AdminNewsArticle>();
  const saved = useRef<Values>(valuesOf());
  const [dirty, setDirty] = useState(false);
  const [form] = Form.useForm<Values>();
  /** What the form holds, every field present. */
  const getValues = () => completed(form.getFieldsValue(true));
  /** The form takes `values`, with no message left from before. */
  const setValues = (values: Values) => {
    form.setFieldsValue(values);
    form.setFields(FIELDS.map((field) => ({ name: field, errors: [] })));
  };
  const loaded = usePageData(() => getAdminNews(id!), { ready: Boolean(id), refreshDeps: [id] });
  const [sending, setSending] = useState<'save' | 'publish'>();
  const [sendError, setSendError] = useState<string>();
  const [conflict, setConflict] = useState<Conflict>();
  const [previewing, setPreviewing] = useState(false);
  // Once opened the preview stays mounted, so that closing it animates like any dialog's.
  const [previewed, setPreviewed] = useState(false);

  // The stored article, once read, is what the form starts from.
  useEffect(() => {
    const found = loaded.data;
    if (!found) return;
    setArticle(found);
    saved.current = valuesOf(found);
    setValues(valuesOf(found));
    setDirty(false);
    // The article is what is new here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.data]);

  const leaveWithoutAsking = useLeaveGuard(dirty);

  const showFieldError = (field: string, message: string) => {
    if ((FIELDS as string[]).includes(field))
      form.setFields([{ name: field as keyof Values, errors: [message] }]);
  };

  /** Saves what the form holds; the saved article, or undefined when refused (said in place). */
  const save = async (): Promise<API.AdminNewsArticle | undefined> => {
    setSendError(undefined);
    setConflict(undefined);
    try {
      await form.validateFields();
    } catch (invalid) {
      // The first refused field comes into view with the caret in it.
      const first = (invalid as { errorFields?: { name: (keyof Values)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return undefined;
    }
    // Checked above: the category is one of the list.
    const fields = getValues() as API.NewsFieldsParams;
    try {
      // The refusal goes on the form's fields, so the request layer only ends a lost session.
      const stored = article
        ? await updateNews(article, fields, { skipErrorHandler: true })
        : await createNews(fields, { skipErrorHandler: true });
      setArticle(stored);
      saved.current = valuesOf(stored);
      setValues(valuesOf(stored));
      setDirty(false);
      return stored;
    } catch (error) {
      const changed = versionConflictOf(error);
      if (changed) {
        setConflict({
          current: changed.current as unknown as API.AdminNewsArticle,
          message: errorMessageOf(error),
        });
        return undefined;
      }
      const field = errorFieldOf(error);
      if (field) showFieldError(field, errorMessageOf(error));
      setSendError(errorMessageOf(error));
      return undefined;
    }
  };

  /**
   * A new article, once stored, is edited at its own address (a reload or a shared link opens it),
   * after the whole action: the page at that address reads the article as the action left it.
   */
  const openSaved = (stored: API.AdminNewsArticle, wasNew: boolean) => {
    if (!wasNew) return;
    leaveWithoutAsking(() => history.replace(editPath(stored.id)));
  };

  const saveOnly = async () => {
    const wasNew = !article;
    setSending('save');
    const stored = await save();
    setSending(undefined);
    if (!stored) return;
    feedback.success(stored.status === 'published' ? '已保存，门户已更新' : '草稿已保存');
    openSaved(stored, wasNew);
  };

  const saveAndPublish = async () => {
    const wasNew = !article;
    setSending('publish');
    const stored = await save();
    if (stored) {
      try {
        const published = await publishNews(stored, { skipErrorHandler: true });
        setArticle(published);
        feedback.success('已发布，访客现在可以看到这篇新闻');
        openSaved(published, wasNew);
      } catch (error) {
        // The refusal stays in view here; the stored draft is what the next save changes.
        setSendError(errorMessageOf(error));
      }
    }
    setSending(undefined);
  };

  /** The typed values stay, now based on the current version: the next save overwrites it. */
  const keepMine = () => {
    if (!conflict) return;
    setArticle(conflict.current);
    saved.current = valuesOf(conflict.current);
    setDirty(!same(getValues(), saved.current));
    setConflict(undefined);
  };

  /** The form takes the article as it is now; what was typed is dropped (after a confirmation). */
  const reloadLatest = () => {
    if (!conflict) return;
    ask({
      title: '重新加载最新内容？',
      content: '您在本页的修改将被最新内容替换。',
      okText: '重新加载',
      cancelText: '取消',
      onOk: () => {
        setArticle(conflict.current);
        saved.current = valuesOf(conflict.current);
        setValues(valuesOf(conflict.current));
        setDirty(false);
        setConflict(undefined);
      },
    });
  };

  const title = id ? '编辑新闻' : '新建新闻';
  if (id && loaded.error)
    return (
      <ShellPage title={title}>
        <RecordError
          error={loaded.error}
          title="新闻加载失败"
          onRetry={loaded.refresh}
          notFound={{
            title: '未找到该新闻',
            description: '这篇新闻不存在，可能编号有误。',
            to: '/admin/news',
            linkText: '返回内容管理',
          }}
        />
      </ShellPage>
    );

  const published = article?.status === 'published';
  // Read from the form only once it is drawn: the preview is opened from its buttons.
  const typed = previewed ? getValues() : valuesOf(article);

  return (
    <ShellPage
      title={title}
      onBack={() => history.push('/admin/news')}
      subTitle={
        article && (
          <Space size={4} wrap>
            <Tag color={STATUS_TAG_COLORS[article.status]}>
              {NEWS_STATUS_LABELS[article.status]}
            </Tag>
            {article.pinned && <Tag color="red">置顶</Tag>}
          </Space>
        )
      }
    >
      {id && !article ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className={styles.card}>
          {conflict && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              className={styles.notice}
              title={conflict.message}
              description="这篇新闻已被修改（可能是其他管理员或您在其他窗口保存过），本次修改未保存。您填写的内容仍保留在本页。"
              action={
                <Space orientation="vertical">
                  <Button size="small" onClick={reloadLatest}>
                    重新加载最新内容
                  </Button>
                  <Button size="small" type="primary" onClick={keepMine}>
                    保留我的修改
                  </Button>
                </Space>
              }
            />
          )}
          {sendError && !conflict && (
            <Alert
              type="error"
              showIcon
              role="alert"
              className={styles.notice}
              title="未能保存"
              description={sendError}
            />
          )}
          <ProForm<Values>
            form={form}
            layout="vertical"
            submitter={false}
            initialValues={valuesOf()}
            onValuesChange={(_, all) => setDirty(!same(completed(all), saved.current))}
          >
            <TitleField />
            <CategoryField />
            <SummaryField auto={article?.summaryAuto ? article.summary : undefined} />
            <SourceField />
            <EditorField
              uploadImage={async (dataUrl) => {
                form.setFields([{ name: 'content', errors: [] }]);
                try {
                  const image = await uploadNewsImage(dataUrl, { skipErrorHandler: true });
                  return image.url;
                } catch (error) {
                  throw new Error(errorMessageOf(error));
                }
              }}
              onImageError={(message) => showFieldError('content', message)}
            />
          </ProForm>
          <div className={styles.actions}>
            <Button onClick={saveOnly} loading={sending === 'save'} disabled={Boolean(sending)}>
              {published ? '保存' : '保存草稿'}
            </Button>
            <Button
              onClick={() => {
                setPreviewed(true);
                setPreviewing(true);
              }}
            >
              预览
            </Button>
            {!published && (
              <Button
                type="primary"
                // Going public is not undone by a click: it asks first, as 下线 does.
                // The dialog's code loads on the click, out of the editor's first load.
                onClick={() =>
                  import(/* webpackChunkName: "admin-news-confirm" */ './confirm').then(
                    ({ default: confirm }) =>
                      confirm({
                        title: '发布这篇新闻？',
                        content: '发布后访客即可在门户看到，首页与新闻列表随之更新。',
                        okText: '发布',
                        cancelText: '取消',
                        onOk: saveAndPublish,
                      }),
                  )
                }
                loading={sending === 'publish'}
                disabled={Boolean(sending)}
              >
                发布
              </Button>
            )}
          </div>
        </div>
      )}
      {previewed && (
        <Suspense fallback={null}>
          <ArticlePreview
            open={previewing}
            onClose={() => setPreviewing(false)}
            article={{
              title: typed.title || '（未填写标题）',
              category: typed.category || '（未选择栏目）',
              source: typed.source,
              publishDate: article?.publishDate ?? chinaToday(),
              views: article?.views ?? 0,
              content: typed.content ?? '',
            }}
          />
        </Suspense>
      )}
    </ShellPage>
  );
}
