import { Form, Input, Modal } from 'antd';

import { renameSavedSearch } from '@/services/savedSearches';
import { feedback } from '@/utils/feedback';
import { visibleTextRule } from '@/utils/formRules';
import { SAVED_SEARCH_LIMITS } from '@/utils/savedSearch';
import useSubmit from '@/hooks/useSubmit';

/** 重命名 of one saved search: keeps what was typed when the backend refuses. */
export default function RenameSearchDialog({
  item,
  open,
  onClose,
  onDone,
}: {
  item: API.SavedSearch;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  // A refusal (said by the request layer) keeps the dialog open with the name typed.
  const { sending, submit: send } = useSubmit(async ({ name }: { name: string }) => {
    await renameSavedSearch(item.id, name.trim());
    feedback.success('已重命名');
    onClose();
    onDone();
  });
  return (
    <Modal
      title="重命名"
      width={420}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
    >
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        onFinish={send}
        preserve={false}
        initialValues={{ name: item.name }}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请填写名称' },
            visibleTextRule('名称'),
          ]}
        >
          <Input maxLength={SAVED_SEARCH_LIMITS.name} showCount placeholder="请输入" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
