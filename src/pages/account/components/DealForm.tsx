import {
  ModalForm,
  ProFormDatePicker,
  ProFormDigit,
  ProFormText,
} from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import { Button } from 'antd';
import dayjs from 'dayjs';
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

interface DealFormValues {
  /** A day in the form; ProForm hands it to onFinish as its YYYY-MM-DD text. */
  date?: Dayjs | string;
  price?: number | null;
  counterpart?: string;
}

const dayText = (date: DealFormValues['date']) =>
  typeof date === 'string' ? date : date?.format('YYYY-MM-DD');

/** A field's rule from the shared deal check, so the page refuses what the backend refuses. */
const ruleFor =
  (item: API.IpcTransaction, field: DealProblem['field']) =>
  ({ getFieldsValue }: { getFieldsValue: () => DealFormValues }) => ({
    validator: () => {
      const values = getFieldsValue();
      const problem = dealProblems({ ...values, date: dayText(values.date) }, item).find(
        (p) => p.field === field,
      );
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  });

/**
 * 标记成交 / 标记已解决 on one of the user's items: the day (between publication and today), and
 * optionally the price and the counterpart, which 成交公示 then shows.
 */
export default function DealForm({
  item,
  onDone,
}: {
  item: API.IpcTransaction;
  onDone: () => void;
}) {
  const word = dealWord(item.kind);
  const today = shanghaiToday();
  return (
    <ModalForm<DealFormValues>
      title={`标记为已${word}：${item.title}`}
      trigger={
        <Button type="link" size="small">
          标记已{word}
        </Button>
      }
      modalProps={{ destroyOnClose: true }}
      initialValues={{ date: dayjs(today) }}
      onFinish={async (values) => {
        try {
          await recordDeal({
            id: item.id,
            version: item.version,
            date: dayText(values.date) ?? '',
            price: values.price ?? null,
            counterpart: values.counterpart?.trim() || null,
          });
        } catch {
          // Said by the request layer (a stale version: reload the list); the dialog keeps the values.
          return false;
        }
        feedback.success(`已标记为已${word}，该信息将显示在成交公示中`);
        onDone();
        return true;
      }}
    >
      <p>
        标记后该信息不再在交易大厅展示、不再接受咨询，也不能再编辑或重新上架；详情页保留并显示“已
        {word}”。
      </p>
      <ProFormDatePicker
        name="date"
        label={`${word}日期`}
        fieldProps={{
          disabledDate: (day: Dayjs) =>
            day.format('YYYY-MM-DD') > today || day.format('YYYY-MM-DD') < item.publishDate,
        }}
        rules={[{ required: true, message: `请选择${word}日期` }, ruleFor(item, 'date')]}
      />
      <ProFormDigit
        name="price"
        label="成交价格（万元，选填）"
        min={0}
        max={DEAL_LIMITS.priceMax}
        fieldProps={{ precision: 2 }}
        extra="填写后将在成交公示中公开；不填则显示为“未公开”。"
        rules={[ruleFor(item, 'price')]}
      />
      <ProFormText
        name="counterpart"
        label={`${counterpartLabel(item.kind)}（选填）`}
        fieldProps={{ maxLength: DEAL_LIMITS.counterpartMax }}
        rules={[ruleFor(item, 'counterpart')]}
      />
    </ModalForm>
  );
}
