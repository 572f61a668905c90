/**
 * The field codes of the expression syntax, as shown to users. The AN, PR and IPC examples are
 * written as people type them: a number without its check character, a code with its space.
 */
export const FIELD_CODES: { code: string; label: string; example: string }[] = [
  { code: 'TI', label: '名称', example: 'TI=(锂电池)' },
  { code: 'AB', label: '摘要', example: 'AB=(正极材料 AND 包覆)' },
  { code: 'CL', label: '权利要求', example: 'CL=(电解质)' },
  { code: 'TX', label: '名称+摘要+权利要求', example: 'TX=(固态电池)' },
  { code: 'PA', label: '申请人', example: 'PA=(大学)' },
  { code: 'AR', label: '申请人省市（第一申请人，可写省或市）', example: 'AR=(西安)' },
  { code: 'IN', label: '发明人', example: 'IN=(王伟)' },
  { code: 'AG', label: '代理机构', example: 'AG=(知识产权代理)' },
  { code: 'AT', label: '代理人', example: 'AT=(王雪)' },
  { code: 'AN', label: '申请号', example: 'AN=(201710654546)' },
  { code: 'PN', label: '公开号', example: 'PN=(CN108156578B)' },
  { code: 'PR', label: '优先权号', example: 'PR=(202110644780)' },
  { code: 'IPC', label: 'IPC 分类号', example: 'IPC=(G06F 16/33)' },
  { code: 'AD', label: '申请日', example: 'AD>=2018-01-01' },
  { code: 'PD', label: '公开日', example: 'PD<=2022-12-31' },
  { code: 'PRD', label: '优先权日', example: 'PRD>=2020-01-01' },
  { code: 'TYPE', label: '专利类型', example: 'TYPE=(发明)' },
  { code: 'LS', label: '法律状态', example: 'LS=(有效)' },
];

/** The proximity operators: what each means and a search that finds something. */
export const PROXIMITY_OPERATORS: { code: string; label: string; example: string }[] = [
  { code: 'W/n', label: '两词按先后顺序，相隔不超过 n 个字符', example: '电池 W/5 温度' },
  { code: 'NEAR/n', label: '两词不限先后，相隔不超过 n 个字符', example: 'TX=(电机 NEAR/5 控制)' },
];

/** The rules of the syntax, one paragraph each, as the help says them. */
export const SYNTAX_RULES: readonly string[] = [
  '运算符 AND（与）、OR（或）、NOT（非），优先级 NOT > AND > OR，可用括号改变顺序；相邻检索词默认为 AND；“双引号”表示短语；检索词末尾加 * 表示前方一致（如 H01M*）；日期（AD、PD、PRD）支持 =、>=、<=、>、<，格式 YYYY-MM-DD。',
  '位置检索：A W/n B 表示 A 在前、B 在后，A NEAR/n B 不限先后，n 为 1 到 99，优先级高于 NOT。两词须在同一字段的同一段文字中（名称、摘要、权利要求各自计算，不跨字段），从前一词的末字之后到后一词的首字之前，至多相隔 n 个字符；汉字、字母、数字、标点、空格各算 1 个字符，如“电池模组液冷散热”中“电池”与“散热”相隔 4 个字符。可用于 TI、AB、CL、TX 字段或不带字段代码的检索词，如 TI=(电池 W/5 散热)；两侧各为一个检索词或带引号的短语。开启扩展检索时，两侧的词分别扩展为同义词，任一组合满足距离即命中。',
];

export const EXAMPLE_QUERIES: { label: string; query: string }[] = [
  { label: '关键词', query: '锂离子电池 负极' },
  { label: '名称 + 日期', query: 'TI=(锂电池 OR 钠电池) AND AD>=2018-01-01' },
  { label: '申请人 + 分类', query: 'PA=(大学) AND IPC=(G06N*)' },
  { label: '排除', query: 'TX=(无人机) NOT TYPE=(外观设计)' },
  { label: '位置检索', query: '电机 W/3 控制' },
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
  applicantRegion: ['西安', '陕西省'],
  inventor: ['王伟'],
  agency: ['知识产权代理'],
  agent: ['王雪'],
  applicationNumber: ['201710654546.2'],
  priorityNumber: ['202110644780'],
  ipc: ['H01M*', 'G06F 16/33'],
} as const;

/** The advanced form's expression box: an example of what its fields write. */
export const ADVANCED_QUERY_EXAMPLE = 'TI=(锂电池) AND PA=(大学) AND AD>=2018-01-01';
