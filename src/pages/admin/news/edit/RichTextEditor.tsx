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
import Image from '@tiptap/extension-image';
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_RULE_TEXT,
  NEWS_IMAGE_TYPES,
} from '@/contract/newsArticle';
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
}

/** Links an article may carry: to the web or a mailbox (the backend keeps no other). */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('图片读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });

function describeImageProblem(file: File): string | null {
  if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `图片格式不支持：${NEWS_IMAGE_RULE_TEXT}`;
  if (file.size <= 0) return '图片文件是空的，请重新选择';
  if (file.size > NEWS_IMAGE_MAX_BYTES) return '图片不能超过 2 MB';
  return null;
}

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

function useToolState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
}

/**
 * The article's body: Tiptap (ProseMirror) with headings, bold, italic, lists, links, pictures by
 * upload, undo and redo. Loaded only by the edit page (React.lazy), so no other page carries it.
 * What it writes is HTML the backend sanitises again on save.
 */
export default function RichTextEditor({
  id,
  value = '',
  onChange,
  uploadImage,
  onImageError,
  invalid,
}: RichTextEditorProps) {
  // What the editor last said its content was: a value from outside that differs is new content.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
        code: false,
        codeBlock: false,
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: id ?? '',
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '正文',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      onChange?.(html);
    },
  });
  const tools = useToolState(editor);

  // A value set from outside (the stored article loaded, 重新加载最新内容) replaces the content.
  useEffect(() => {
    // An editor React's development remount has destroyed has no document to set.
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const linkProblem =
    linkText.trim() && !LINK_PATTERN.test(linkText.trim())
      ? '请输入以 http://、https:// 或 mailto: 开头的链接'
      : null;
  const openLink = () => {
    setLinkText(editor?.getAttributes('link').href ?? '');
    setLinkOpen(true);
  };
  const applyLink = () => {
    if (!editor || linkProblem) return;
    const href = linkText.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };

  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pickImage = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    const problem = describeImageProblem(file);
    if (problem) {
      onImageError(problem);
      return;
    }
    setUploading(true);
    try {
      const url = await uploadImage(await readAsDataUrl(file));
      const alt = file.name.replace(/\.[^.]+$/, '');
      // The picture is left selected after it goes in, so the next key typed would replace it:
      // the cursor moves on to the text after it, where the writer carries on.
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
          return true;
        })
        .run();
    } catch (error) {
      onImageError((error as Error)?.message || '图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  const run = (command: (editor: Editor) => void) => () => editor && command(editor);

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label="正文格式">
        <Tool
          label="二级标题"
          icon={<span className={styles.textIcon}>H2</span>}
          active={tools?.h2}
          onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
        />
        <Tool
          label="三级标题"
          icon={<span className={styles.textIcon}>H3</span>}
          active={tools?.h3}
          onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
        />
        <Tool
          label="加粗"
          icon={<BoldOutlined />}
          active={tools?.bold}
          onClick={run((e) => e.chain().focus().toggleBold().run())}
        />
        <Tool
          label="倾斜"
          icon={<ItalicOutlined />}
          active={tools?.italic}
          onClick={run((e) => e.chain().focus().toggleItalic().run())}
        />
        <Tool
          label="无序列表"
          icon={<UnorderedListOutlined />}
          active={tools?.bullet}
          onClick={run((e) => e.chain().focus().toggleBulletList().run())}
        />
        <Tool
          label="有序列表"
          icon={<OrderedListOutlined />}
          active={tools?.ordered}
          onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
        />
        <Tool label="链接" icon={<LinkOutlined />} active={tools?.link} onClick={openLink} />
        <Tool
          label={uploading ? '图片上传中' : '插入图片'}
          icon={<PictureOutlined />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        />
        <Tool
          label="撤销"
          icon={<UndoOutlined />}
          disabled={!tools?.canUndo}
          onClick={run((e) => e.chain().focus().undo().run())}
        />
        <Tool
          label="重做"
          icon={<RedoOutlined />}
          disabled={!tools?.canRedo}
          onClick={run((e) => e.chain().focus().redo().run())}
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
      <EditorContent editor={editor} />
      <Modal
        open={linkOpen}
        title="插入链接"
        okText="确定"
        okButtonProps={{ disabled: Boolean(linkProblem) }}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnClose
      >
        <label htmlFor="news-link-href" className={styles.linkLabel}>
          链接地址（留空则取消链接）
        </label>
        <Input
          id="news-link-href"
          value={linkText}
          onChange={(event) => setLinkText(event.target.value)}
          onPressEnter={applyLink}
          placeholder="https://"
          status={linkProblem ? 'error' : undefined}
          autoFocus
        />
        {linkProblem && (
          <div className={styles.linkProblem} role="alert">
            {linkProblem}
          </div>
        )}
      </Modal>
    </div>
  );
}
