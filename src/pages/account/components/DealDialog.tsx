import { Form, Input, InputNumber, Modal } from 'antd';

import { shanghaiToday } from '@/contract/tradeForm';
import {
  counterpartLabel,
  DEAL_LIMITS,
  dealProblems,
  dealWord,
  type DealProblem,
} from '@/contract/tradeDeal';
import { recordDeal } from '@/services/website';
import { feedback } from '@/utils/feedback';
import { problemsRule } from '@/utils/formRules';
import styles from './DealForm.less';
import useSubmit from '@/hooks/useSubmit';

interface DealFormValues {
  /** The browser's date field gives YYYY-MM-DD text. */
  date?: string;
  price?: number | null;
  counterpart?: string;
}

/** A field's rule from the shared deal check, so the page refuses what the backend refuses. */
const ruleFor = (item: API.IpcTransaction, field: DealProblem['field']) =>
  problemsRule<DealFormValues>(field, (values) => dealProblems(values, item));

/**
 * The dialog of 标记成交 / 标记已解决, loaded when it is first opened: the day (between publication
 * and today), and optionally the price and the counterpart, which 成交公示 then shows.
 */
export default function DealDialog({
  item,
  open,
  onClose,
  onDone,
}: {
  item: API.IpcTransaction;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<DealFormValues>();
  const word = dealWord(item.kind);
  const today = shanghaiToday();

  // A refusal is said by the request layer (a stale version: reload the list); the dialog keeps
  // the values.
  const { sending, submit: send } = useSubmit(async (values: DealFormValues) => {
    await recordDeal({
      id: item.id,
      version: item.version,
      date: values.date ?? '',
      price: values.price ?? null,
      counterpart: values.counterpart?.trim() || null,
    });
    feedback.success(`已标记为已${word}，该信息将显示在成交公示中`);
    onClose();
    onDone();
  });

  return (
    <Modal
      title={`标记为已${word}：${item.title}`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
    >
      <Form<DealFormValues>
        form={form}
        layout="vertical"
        onFinish={send}
        preserve={false}
        initialValues={{ date: today }}
      >
        <p>
          标记后该信息不再在交易大厅展示、不再接受咨询，也不能再编辑或重新上架；详情页保留并显示“已
          {word}”。
        </p>
        <Form.Item
          name="date"
          label={`${word}日期`}
          rules={[{ required: true, message: `请选择${word}日期` }, ruleFor(item, 'date')]}
        >
          {/* The browser's own date field: antd's DatePicker would weigh ~35 KB more. */}
          <input type="date" className={styles.date} min={item.publishDate} max={today} />
        </Form.Item>
        <Form.Item
          name="price"
          label="成交价格（万元，选填）"
          extra="填写后将在成交公示中公开；不填则显示为“未公开”。"
          rules={[ruleFor(item, 'price')]}
        >
          <InputNumber
            min={0}
            max={DEAL_LIMITS.priceMax}
            precision={2}
            className={styles.price}
            placeholder="请输入"
          />
        </Form.Item>
        <Form.Item
          name="counterpart"
          label={`${counterpartLabel(item.kind)}（选填）`}
          rules={[ruleFor(item, 'counterpart')]}
        >
          <Input maxLength={DEAL_LIMITS.counterpartMax} placeholder="请输入" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
