import { Button, Checkbox, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { buildAdvancedQuery, parsePatentQuery } from '@/utils/patentQuery';
import QueryError from '../components/QueryError';
import styles from './index.less';

interface FormValues {
  title?: string;
  abstract?: string;
  claims?: string;
  applicant?: string;
  inventor?: string;
  agency?: string;
  applicationNumber?: string;
  ipc?: string;
  applicationDate?: [Dayjs | null, Dayjs | null] | null;
  publicationDate?: [Dayjs | null, Dayjs | null] | null;
  type?: API.PatentType[];
  legalStatus?: API.LegalStatus[];
}

const TEXT_FIELDS: { name: keyof FormValues; label: string; placeholder: string }[] = [
  { name: 'title', label: '名称 TI', placeholder: '如：锂电池 OR 钠电池' },
  { name: 'abstract', label: '摘要 AB', placeholder: '如：正极材料 包覆' },
  { name: 'claims', label: '权利要求 CL', placeholder: '如：电解液' },
  { name: 'applicant', label: '申请人 PA', placeholder: '如：科技有限公司' },
  { name: 'inventor', label: '发明人 IN', placeholder: '如：王伟' },
  { name: 'agency', label: '代理机构 AG', placeholder: '如：知识产权代理' },
  { name: 'applicationNumber', label: '申请号 AN', placeholder: '如：201710601862.3' },
  { name: 'ipc', label: 'IPC 分类号', placeholder: '如：H01M* 或 G06F 16/33' },
];

const day = (value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);

/** Fields → a field-code expression the user can read and edit before searching. */
export default function AdvancedForm({ onSearch }: { onSearch: (query: string) => void }) {
  const [form] = Form.useForm<FormValues>();
  const [expression, setExpression] = useState('');
  const parsed = expression.trim() ? parsePatentQuery(expression) : null;

  const compose = () => {
    const values = form.getFieldsValue();
    setExpression(
      buildAdvancedQuery({
        title: values.title,
        abstract: values.abstract,
        claims: values.claims,
        applicant: values.applicant,
        inventor: values.inventor,
        agency: values.agency,
        applicationNumber: values.applicationNumber,
        ipc: values.ipc,
        applicationDateFrom: day(values.applicationDate?.[0]),
        applicationDateTo: day(values.applicationDate?.[1]),
        publicationDateFrom: day(values.publicationDate?.[0]),
        publicationDateTo: day(values.publicationDate?.[1]),
        type: values.type,
        legalStatus: values.legalStatus,
      }),
    );
  };

  return (
    <Form form={form} layout="vertical" onValuesChange={compose} className={styles.advanced}>
      <div className={styles.fieldGrid}>
        {TEXT_FIELDS.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label}>
            <Input placeholder={field.placeholder} maxLength={100} allowClear />
          </Form.Item>
        ))}
        <Form.Item name="applicationDate" label="申请日 AD">
          <DatePicker.RangePicker allowEmpty={[true, true]} className={styles.wide} />
        </Form.Item>
        <Form.Item name="publicationDate" label="公开日 PD">
          <DatePicker.RangePicker allowEmpty={[true, true]} className={styles.wide} />
        </Form.Item>
        <Form.Item name="type" label="专利类型">
          <Checkbox.Group
            options={Object.entries(PATENT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="legalStatus" label="法律状态">
          <Checkbox.Group
            options={Object.entries(LEGAL_STATUS_LABELS).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="检索式（可直接编辑）" required>
        <Input.TextArea
          value={expression}
          onChange={(event) => setExpression(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={500}
          placeholder="填写上方字段自动生成，例如：TI=(锂电池) AND PA=(华为) AND AD>=2018-01-01"
          aria-label="检索式"
          className={styles.expression}
        />
      </Form.Item>
      {parsed && !parsed.ok && <QueryError query={expression} {...parsed.error} />}
      <Space className={styles.actions}>
        <Button type="primary" disabled={!parsed?.ok} onClick={() => onSearch(expression)}>
          按检索式检索
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            setExpression('');
          }}
        >
          清空
        </Button>
      </Space>
    </Form>
  );
}
