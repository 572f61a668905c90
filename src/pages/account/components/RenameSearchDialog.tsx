import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Input } from 'antd';
import { renameSavedSearch } from '@/services/savedSearches';
import { feedback } from '@/utils/feedback';
import { visibleTextRule } from '@/utils/formRules';
import { SAVED_SEARCH_LIMITS } from '@/utils/savedSearch';

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
  return (
    <ModalForm<{ name: string }>
      title="重命名"
      width={420}
      open={open}
      layout="vertical"
      initialValues={{ name: item.name }}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: '确认', resetText: '取消' } }}
      onFinish={async ({ name }) => {
        // A refusal (said by the request layer) keeps the dialog open with the name typed.
        try {
          await renameSavedSearch(item.id, name.trim());
        } catch {
          return false;
        }
        feedback.success('已重命名');
        onClose();
        onDone();
        return false;
      }}
    >
      <ProForm.Item
        name="name"
        label="名称"
        rules={[
          { required: true, whitespace: true, message: '请填写名称' },
          visibleTextRule('名称'),
        ]}
      >
        <Input placeholder="请输入" maxLength={SAVED_SEARCH_LIMITS.name} showCount />
      </ProForm.Item>
    </ModalForm>
  );
}
