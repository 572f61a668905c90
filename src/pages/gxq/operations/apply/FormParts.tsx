import { Link, useModel } from '@umijs/max';
import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { TRANSACTION_TYPE_LABELS } from '@/constants';
import {
  checkCategory,
  checkContactName,
  checkContactPhone,
  checkDescription,
  checkField,
  checkTransactionType,
  TRADE_LIMITS,
  TRADE_TRANSACTION_TYPES,
  tradeRule,
} from '@/utils/tradeForms';
import styles from './index.less';

/** The technical field (SERVICE_TechnicalFields), required by both trade forms. */
export function TechnicalFieldItem({ placeholder }: { placeholder: string }) {
  const { dicts } = useModel('dict');
  const allowed = dicts.technicalFields.map((item) => item.value);
  return (
    <Form.Item
      name="field"
      label="技术领域"
      required
      rules={[tradeRule((value) => checkField(value, allowed))]}
    >
      <Select
        options={dicts.technicalFields}
        placeholder={placeholder}
        showSearch
        optionFilterProp="label"
      />
    </Form.Item>
  );
}

/** The optional trade category (ZSCQJY); left empty, the backend derives it from the transaction type. */
export function CategoryItem() {
  const { dicts } = useModel('dict');
  const allowed = dicts.tradeCategory.map((item) => item.value);
  return (
    <Form.Item
      name="category"
      label="交易类别（选填）"
      rules={[tradeRule((value) => checkCategory(value, allowed))]}
    >
      <Select options={dicts.tradeCategory} allowClear placeholder="按交易方式默认" />
    </Form.Item>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Two fields side by side on wide screens, stacked on phones. */
export function FieldPair({
  children,
  narrowSecond,
}: {
  children: ReactNode;
  narrowSecond?: boolean;
}) {
  return <div className={narrowSecond ? styles.pairNarrow : styles.pair}>{children}</div>;
}

export function TransactionTypeField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item
      name="transactionType"
      label="交易方式"
      required
      rules={[tradeRule(checkTransactionType)]}
      extra={extra}
    >
      <Radio.Group optionType="button" buttonStyle="solid">
        {TRADE_TRANSACTION_TYPES.map((type) => (
          <Radio.Button key={type} value={type}>
            {TRANSACTION_TYPE_LABELS[type]}
          </Radio.Button>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

export function DescriptionField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="description" label="详细描述" required rules={[tradeRule(checkDescription)]}>
      <Input.TextArea
        rows={6}
        showCount
        maxLength={TRADE_LIMITS.descriptionMax}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

export function ContactFields() {
  return (
    <FieldPair>
      <Form.Item name="contactName" label="联系人" required rules={[tradeRule(checkContactName)]}>
        <Input maxLength={TRADE_LIMITS.contactNameMax} autoComplete="name" placeholder="姓名" />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label="手机号码"
        required
        rules={[tradeRule(checkContactPhone)]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="11位手机号码" />
      </Form.Item>
    </FieldPair>
  );
}

/** The reason of a failed send (what was typed stays), then the buttons. */
export function SubmitRow({
  sending,
  sendError,
  submitText,
}: {
  sending: boolean;
  sendError?: string;
  submitText: string;
}) {
  return (
    <>
      {sendError && (
        <Alert
          type="error"
          showIcon
          message="发布未成功"
          description={
            <>
              <div>{sendError}</div>
              <div>您填写的内容已保留，可修改后重新提交。</div>
            </>
          }
          className={styles.alert}
        />
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {submitText}
        </Button>
        <Link to="/gxq/operations/list">
          <Button size="large">返回交易大厅</Button>
        </Link>
      </div>
    </>
  );
}

/** Notes of the aside. */
export function TipsCard({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <section className={styles.tips}>
      <h2>{title}</h2>
      <ol>
        {items.map((item, index) => (
          // eslint-disable-next-line react/no-array-index-key
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
