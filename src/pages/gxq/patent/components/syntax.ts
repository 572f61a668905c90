/**
 * The field codes of the expression syntax, as shown to users. The AN and IPC examples are written
 * as people type them: a number without its check character, a code with its space.
 */
export const FIELD_CODES: { code: string; label: string; example: string }[] = [
  { code: 'TI', label: '名称', example: 'TI=(锂电池)' },
  { code: 'AB', label: '摘要', example: 'AB=(正极材料 AND 包覆)' },
  { code: 'CL', label: '权利要求', example: 'CL=(电解质)' },
  { code: 'TX', label: '名称+摘要+权利要求', example: 'TX=(固态电池)' },
  { code: 'PA', label: '申请人', example: 'PA=(大学)' },
  { code: 'IN', label: '发明人', example: 'IN=(王伟)' },
  { code: 'AG', label: '代理机构', example: 'AG=(知识产权代理)' },
  { code: 'AN', label: '申请号', example: 'AN=(201710654546)' },
  { code: 'PN', label: '公开号', example: 'PN=(CN108156578B)' },
  { code: 'IPC', label: 'IPC 分类号', example: 'IPC=(G06F 16/33)' },
  { code: 'AD', label: '申请日', example: 'AD>=2018-01-01' },
  { code: 'PD', label: '公开日', example: 'PD<=2022-12-31' },
  { code: 'TYPE', label: '专利类型', example: 'TYPE=(发明)' },
  { code: 'LS', label: '法律状态', example: 'LS=(有效)' },
];

export const EXAMPLE_QUERIES: { label: string; query: string }[] = [
  { label: '关键词', query: '锂离子电池 负极' },
  { label: '名称 + 日期', query: 'TI=(锂电池 OR 钠电池) AND AD>=2018-01-01' },
  { label: '申请人 + 分类', query: 'PA=(大学) AND IPC=(G06N*)' },
  { label: '排除', query: 'TX=(无人机) NOT TYPE=(外观设计)' },
];

/** The search box's placeholder: what one can type, each a search that finds something. */
export const SEARCH_BOX_EXAMPLES = [
  '锂离子电池 负极',
  '201710654546.2',
  'TI=(锂电池) AND AD>=2018-01-01',
] as const;

/** The advanced form's placeholders (如：…): for each field, values that find something. */
export const ADVANCED_FIELD_EXAMPLES = {
  title: ['锂电池 OR 钠电池'],
  abstract: ['正极材料 包覆'],
  claims: ['电解质'],
  applicant: ['科技有限公司'],
  inventor: ['王伟'],
  agency: ['知识产权代理'],
  applicationNumber: ['201710654546.2'],
  ipc: ['H01M*', 'G06F 16/33'],
} as const;

/** The advanced form's expression box: an example of what its fields write. */
export const ADVANCED_QUERY_EXAMPLE = 'TI=(锂电池) AND PA=(大学) AND AD>=2018-01-01';
