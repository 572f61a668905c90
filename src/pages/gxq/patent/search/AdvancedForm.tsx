import { Button } from 'antd';
import { useId, useState } from 'react';
import TextField from '@/components/LightForm/TextField';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import {
  applicantRegionFieldProblem,
  applicationNumberFieldProblem,
  buildAdvancedQuery,
  parsePatentQuery,
  type AdvancedQueryForm,
} from '@/contract/patentQuery';
import QueryError from '../components/QueryError';
import { ADVANCED_FIELD_EXAMPLES, ADVANCED_QUERY_EXAMPLE } from '../components/syntax';
import styles from './index.less';

type TextName = Exclude<keyof AdvancedQueryForm, 'type' | 'legalStatus'>;

const TEXT_FIELDS: { name: keyof typeof ADVANCED_FIELD_EXAMPLES & TextName; label: string }[] = [
  { name: 'title', label: '名称 TI' },
  { name: 'abstract', label: '摘要 AB' },
  { name: 'claims', label: '权利要求 CL' },
  { name: 'applicant', label: '申请人 PA' },
  { name: 'applicantRegion', label: '申请人省市 AR' },
  { name: 'inventor', label: '发明人 IN' },
  { name: 'agency', label: '代理机构 AG' },
  { name: 'agent', label: '代理人 AT' },
  { name: 'applicationNumber', label: '申请号 AN' },
  { name: 'priorityNumber', label: '优先权号 PR' },
  { name: 'ipc', label: 'IPC 分类号' },
];

/** What a field says about its value as it is typed (null: nothing). */
const FIELD_PROBLEMS: Partial<Record<TextName, (value: string | undefined) => string | null>> = {
  applicationNumber: applicationNumberFieldProblem,
  priorityNumber: applicationNumberFieldProblem,
  applicantRegion: applicantRegionFieldProblem,
};

const DATE_RANGES: { label: string; from: TextName; to: TextName }[] = [
  { label: '申请日 AD', from: 'applicationDateFrom', to: 'applicationDateTo' },
  { label: '公开日 PD', from: 'publicationDateFrom', to: 'publicationDateTo' },
  { label: '优先权日 PRD', from: 'priorityDateFrom', to: 'priorityDateTo' },
];

const CHOICES = [
  { name: 'type', legend: '专利类型', labels: PATENT_TYPE_LABELS },
  { name: 'legalStatus', legend: '法律状态', labels: LEGAL_STATUS_LABELS },
] as const;

/**
 * Fields → a field-code expression the user can read and edit before searching. Native inputs
 * (dates are the browser's own pickers), so the search page stays within its script budget.
 */
export default function AdvancedForm({ onSearch }: { onSearch: (query: string) => void }) {
  const [form, setForm] = useState<AdvancedQueryForm>({});
  const [expression, setExpression] = useState('');
  const prefix = useId().replace(/:/g, '');
  const parsed = expression.trim() ? parsePatentQuery(expression) : null;
  // A wrong check character (申请号, 优先权号) or a place not named in Chinese is said at its field
  // as it is typed, as a form rule would say it.
  const problems = TEXT_FIELDS.flatMap(({ name }) => {
    const message = FIELD_PROBLEMS[name]?.(form[name] as string | undefined);
    return message ? [{ name, message }] : [];
  });
  const problemOf = (name: TextName) => problems.find((p) => p.name === name)?.message;

  // Every change writes the expression anew from the fields, as the user sees them.
  const change = (patch: Partial<AdvancedQueryForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    setExpression(buildAdvancedQuery(next));
  };
  const text = (name: TextName) => ({
    id: `${prefix}-${name}`,
    name,
    value: form[name] ?? '',
    error: problemOf(name),
    required: false,
    onChange: (value: string) => change({ [name]: value }),
  });
  const toggle = (name: 'type' | 'legalStatus', value: string, checked: boolean) => {
    const current: string[] = form[name] ?? [];
    change({
      [name]: checked ? [...current, value] : current.filter((item) => item !== value),
    });
  };

  return (
    <form
      className={styles.advanced}
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed?.ok && !problems.length) onSearch(expression);
        // Enter in a field submits too: take the user to the field that stops the search.
        else if (problems.length) document.getElementById(`${prefix}-${problems[0].name}`)?.focus();
      }}
      onReset={() => {
        setForm({});
        setExpression('');
      }}
    >
      <div className={styles.fieldGrid}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            field={text(field.name)}
            label={field.label}
            placeholder={`如：${ADVANCED_FIELD_EXAMPLES[field.name].join(' 或 ')}`}
            maxLength={100}
          />
        ))}
        {DATE_RANGES.map((range) => (
          <fieldset key={range.label} className={styles.group}>
            <legend>{range.label}</legend>
            <div className={styles.dateRange}>
              <label>
                <span className={styles.visuallyHidden}>{range.label} 起</span>
                <input
                  type="date"
                  value={form[range.from] ?? ''}
                  max={form[range.to] || undefined}
                  onChange={(event) => change({ [range.from]: event.target.value })}
                />
              </label>
              <span aria-hidden="true">至</span>
              <label>
                <span className={styles.visuallyHidden}>{range.label} 止</span>
                <input
                  type="date"
                  value={form[range.to] ?? ''}
                  min={form[range.from] || undefined}
                  onChange={(event) => change({ [range.to]: event.target.value })}
                />
              </label>
            </div>
          </fieldset>
        ))}
        {CHOICES.map((choice) => (
          <fieldset key={choice.name} className={styles.group}>
            <legend>{choice.legend}</legend>
            <div className={styles.choices}>
              {Object.entries(choice.labels).map(([value, label]) => (
                <label key={value}>
                  <input
                    type="checkbox"
                    checked={((form[choice.name] ?? []) as string[]).includes(value)}
                    onChange={(event) => toggle(choice.name, value, event.target.checked)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.expressionField}>
        <label htmlFor={`${prefix}-expression`}>检索式</label>
        <span id={`${prefix}-expression-help`} className={styles.hint}>
          （可直接编辑）
        </span>
        <textarea
          id={`${prefix}-expression`}
          value={expression}
          onChange={(event) => setExpression(event.target.value)}
          rows={3}
          maxLength={500}
          placeholder={`填写上方字段自动生成，例如：${ADVANCED_QUERY_EXAMPLE}`}
          aria-required="true"
          aria-describedby={`${prefix}-expression-help`}
          className={styles.expression}
        />
      </div>
      {/* The field already says what its value lacks; the expression's alert would repeat it. */}
      {parsed && !parsed.ok && !problems.some((p) => p.message === parsed.error.message) && (
        <QueryError query={expression} {...parsed.error} />
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" disabled={!parsed?.ok || problems.length > 0}>
          按检索式检索
        </Button>
        <Button htmlType="reset">清空</Button>
      </div>
    </form>
  );
}
