import DataTable, { type DataColumn } from '@/components/DataTable';
import { FIELD_CODES, PROXIMITY_OPERATORS, SYNTAX_RULES } from './syntax';
import styles from './SyntaxHelp.less';

type Row = (typeof FIELD_CODES)[number];

const columns = (codeTitle: string, labelTitle: string): DataColumn<Row>[] => [
  { title: codeTitle, dataIndex: 'code', width: 80 },
  { title: labelTitle, dataIndex: 'label' },
  { title: '示例', dataIndex: 'example', render: (text: string) => <code>{text}</code> },
];

/** 检索语法说明: the rules, the field codes and the proximity operators, each with an example. */
export default function SyntaxHelp() {
  return (
    <>
      {SYNTAX_RULES.map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
      <DataTable<Row>
        size="small"
        rowKey="code"
        dataSource={FIELD_CODES}
        columns={columns('代码', '字段')}
      />
      <DataTable<Row>
        size="small"
        rowKey="code"
        dataSource={PROXIMITY_OPERATORS}
        className={styles.operators}
        columns={columns('运算符', '含义')}
      />
    </>
  );
}
