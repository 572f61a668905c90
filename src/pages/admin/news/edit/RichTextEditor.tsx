import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Squire from 'squire-rte';
import { NEWS_IMAGE_TYPES } from '@/contract/newsArticle';
import { articleHtml, pastedFragment } from './articleHtml';
import { imageProblem } from './imageProblem';
import { linkAtSelection, toggleHeading } from './squireCommands';
import styles from './editor.less';

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Stores a picture and answers the URL the article's <img> uses; throws with the refusal. */
  uploadImage: (dataUrl: string) => Promise<string>;
  /** A picture refused here or by the backend: the form shows it at the body's field. */
  onImageError: (message: string) => void;
  invalid?: boolean;
  /** The ids of the field's message and hint, read with the editable area. */
  describedBy?: string;
}

// 插入链接 loads with the first link.
const LinkDialog = lazy(
  () => import(/* webpackChunkName: "admin-news-link-dialog" */ './LinkDialog'),
);

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('图片读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });

interface ToolProps {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

/** One toolbar button: its Chinese name is both its accessible name and its tooltip. */
function Tool({ label, icon, onClick, active, disabled }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onClick={onClick}
        // The editor keeps its selection while a button is pressed.
        onMouseDown={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}

/** What the toolbar shows as pressed, and whether undo and redo can act. */
interface ToolState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bullet: boolean;
  ordered: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const NO_TOOLS: ToolState = {
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  bullet: false,
  ordered: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

/**
 * The article's body: Squire (a maintained editor of HTML in the page's own editable element, ~18
 * KB gzipped) with headings, bold, italic, lists, links, pictures by upload, undo and redo.
 * Loaded only by the edit page (React.lazy), so no other page carries it. What it writes is HTML
 * the backend sanitises again on save.
 */
export default function RichTextEditor({
  id,
  value = '',
  onChange,
  uploadImage,
  onImageError,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Squire | null>(null);
  const [tools, setTools] = useState<ToolState>(NO_TOOLS);
  // What the editor last said its content was: a value from outside that differs is new content.
  const emitted = useRef(value);
  // Read by the editor's listeners, which are set once.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const root = rootRef.current!;
    const created = new Squire(root, {
      blockTag: 'P',
      sanitizeToDOMFragment: pastedFragment,
    });
    created.setHTML(emitted.current);
    const refresh = () =>
      setTools((current) => ({
        ...current,
        h2: created.hasFormat('H2'),
        h3: created.hasFormat('H3'),
        bold: created.hasFormat('B'),
        italic: created.hasFormat('I'),
        bullet: created.hasFormat('UL'),
        ordered: created.hasFormat('OL'),
        link: created.hasFormat('A'),
      }));
    created.addEventListener('pathChange', refresh);
    created.addEventListener('cursor', refresh);
    created.addEventListener('select', refresh);
    created.addEventListener('undoStateChange', (event: Event) => {
      const { canUndo, canRedo } = (event as CustomEvent<{ canUndo: boolean; canRedo: boolean }>)
        .detail;
      setTools((current) => ({ ...current, canUndo, canRedo }));
    });
    created.addEventListener('input', () => {
      refresh();
      // The editor also says so when it tidies its markup (a cursor's placeholder removed): only
      // a change of the article's HTML is a change of the field.
      const html = articleHtml(created.getHTML());
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    });
    setEditor(created);
    return () => {
      created.destroy();
      setEditor(null);
    };
  }, []);

  // A value set from outside (the stored article loaded, 重新加载最新内容) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.setHTML(value);
    // Squire starts a new undo history with the new content but does not say so: nothing that was
    // typed before it can be undone.
    setTools((current) => ({ ...current, canUndo: false, canRedo: false }));
  }, [editor, value]);

  // The dialog stays mounted once opened, so that closing it animates like any dialog's; each
  // opening mounts it anew (`opening`), starting from the selection's link.
  const [link, setLink] = useState<{ open: boolean; href: string; opening: number }>();
  // The selection the link is for: the dialog takes the focus, and with it the editor's selection.
  const linkRange = useRef<Range>(undefined);
  const openLink = () => {
    if (!editor) return;
    linkRange.current = editor.getSelection();
    const href = linkAtSelection(editor)?.getAttribute('href') ?? '';
    setLink((current) => ({ open: true, href, opening: (current?.opening ?? 0) + 1 }));
  };
  const applyLink = (href: string) => {
    setLink((current) => current && { ...current, open: false });
    if (!editor) return;
    editor.focus();
    if (linkRange.current) editor.setSelection(linkRange.current);
    const around = linkAtSelection(editor);
    // A cursor in a link changes or removes the whole link, as a selection of it would.
    if (around && editor.getSelection().collapsed) {
      const whole = document.createRange();
      whole.selectNodeContents(around);
      editor.setSelection(whole);
    }
    if (href) editor.makeLink(href);
    else editor.removeLink();
  };

  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pickImage = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    const problem = await imageProblem(file);
    if (problem) {
      onImageError(problem);
      return;
    }
    // Where the picture goes: the cursor as it was when 插入图片 was pressed.
    const at = editor.getSelection();
    setUploading(true);
    try {
      const url = await uploadImage(await readAsDataUrl(file));
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.focus();
      editor.setSelection(at);
      // Squire leaves the cursor after the picture, where the writer carries on.
      editor.insertImage(url, { alt });
    } catch (error) {
      onImageError((error as Error)?.message || '图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  const run = (command: (current: Squire) => void) => () => {
    if (!editor) return;
    editor.focus();
    command(editor);
  };

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label="正文格式">
        <Tool
          label="二级标题"
          icon={<span className={styles.textIcon}>H2</span>}
          active={tools.h2}
          onClick={run((e) => toggleHeading(e, 'H2'))}
        />
        <Tool
          label="三级标题"
          icon={<span className={styles.textIcon}>H3</span>}
          active={tools.h3}
          onClick={run((e) => toggleHeading(e, 'H3'))}
        />
        <Tool
          label="加粗"
          icon={<BoldOutlined />}
          active={tools.bold}
          onClick={run((e) => (e.hasFormat('B') ? e.removeBold() : e.bold()))}
        />
        <Tool
          label="倾斜"
          icon={<ItalicOutlined />}
          active={tools.italic}
          onClick={run((e) => (e.hasFormat('I') ? e.removeItalic() : e.italic()))}
        />
        <Tool
          label="无序列表"
          icon={<UnorderedListOutlined />}
          active={tools.bullet}
          onClick={run((e) => (e.hasFormat('UL') ? e.removeList() : e.makeUnorderedList()))}
        />
        <Tool
          label="有序列表"
          icon={<OrderedListOutlined />}
          active={tools.ordered}
          onClick={run((e) => (e.hasFormat('OL') ? e.removeList() : e.makeOrderedList()))}
        />
        <Tool label="链接" icon={<LinkOutlined />} active={tools.link} onClick={openLink} />
        <Tool
          label={uploading ? '图片上传中' : '插入图片'}
          icon={<PictureOutlined />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        />
        <Tool
          label="撤销"
          icon={<UndoOutlined />}
          disabled={!tools.canUndo}
          onClick={run((e) => e.undo())}
        />
        <Tool
          label="重做"
          icon={<RedoOutlined />}
          disabled={!tools.canRedo}
          onClick={run((e) => e.redo())}
        />
        <input
          ref={fileInput}
          type="file"
          accept={NEWS_IMAGE_TYPES.join(',')}
          hidden
          aria-label="选择要插入的图片"
          tabIndex={-1}
          onChange={pickImage}
        />
      </div>
      <div
        ref={rootRef}
        id={id}
        className={styles.content}
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        aria-invalid={invalid || undefined}
        aria-required="true"
        aria-describedby={describedBy}
      />
      {link && (
        <Suspense fallback={null}>
          <LinkDialog
            key={link.opening}
            open={link.open}
            href={link.href}
            onApply={applyLink}
            onCancel={() => setLink({ ...link, open: false })}
          />
        </Suspense>
      )}
    </div>
  );
}
