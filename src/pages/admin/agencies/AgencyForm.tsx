import { useModel } from '@umijs/max';
import DirectoryFormDrawer, {
  type DirectoryKind,
} from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import type { DirectoryEditor } from '@/components/DirectoryAdmin/DirectoryList';
import {
  AreaField,
  ChoiceField,
  ChoicesField,
  DayField,
  TextField,
  useDirectoryDictionaries,
} from '@/components/DirectoryAdmin/fields';
import { NumberFields, type NumberSpec } from '@/components/DirectoryAdmin/numberFields';
import { formCodec, optionsOf } from '@/components/DirectoryAdmin/formValues';
import { DIRECTORY_LIMITS, agencyProblems } from '@/contract/directoryForm';
import {
  AGENCY_CREDIT_GRADES,
  AGENCY_FIELDS,
  AGENCY_LEGAL_FORMS,
  PROVINCES,
} from '@/contract/directoryRecords';
import { shanghaiToday } from '@/contract/tradeForm';
import { createAgency, getAdminAgency, updateAgency } from '@/services/directory';

/** The counts of an agency: whole numbers of people or patents. */
const COUNTS: NumberSpec[] = [
  ['agentCount', '执业专利代理师', '人', 0],
  ['inventionCount', '发明专利代理量', '件', 0],
  ['utilityCount', '实用新型代理量', '件', 0],
  ['designCount', '外观设计代理量', '件', 0],
];

const AGENCY: DirectoryKind<API.AgencyInput, API.AdminAgency> = {
  noun: '服务机构',
  api: { load: getAdminAgency, create: createAgency, update: updateAgency },
  codec: formCodec({
    fields: AGENCY_FIELDS,
    numbers: COUNTS.map(([name]) => name),
    optional: ['website'],
  }),
  blank: { technicalFields: [], mainServices: ['ZLDL'], creditGrade: 'B' },
};

/** 新建 / 编辑服务机构 (loaded when the drawer opens). */
export default function AgencyForm(editor: DirectoryEditor) {
  const { dicts } = useModel('dict');
  const dictionaries = useDirectoryDictionaries();
  const today = shanghaiToday();
  return (
    <DirectoryFormDrawer
      {...editor}
      kind={AGENCY}
      check={(input) => agencyProblems(input, dictionaries, today)}
    >
      {({ record }) => (
        <>
          <TextField name="enterpriseName" label="机构名称" max={60} />
          <TextField
            name="creditCode"
            label="统一社会信用代码"
            span="half"
            max={18}
            disabled={Boolean(record)}
            extra={record ? '信用代码是机构的标识，创建后不能修改' : undefined}
          />
          <TextField
            name="agencyCode"
            label="机构代码"
            span="half"
            max={5}
            numeric
            dependencies={['region']}
            placeholder="省份代码2位+序号3位，如 61262"
          />
          <ChoiceField name="region" label="所在省份" span="half" choices={PROVINCES} />
          <TextField name="city" label="所在城市" span="half" max={20} />
          <TextField name="address" label="地址" max={100} />
          <DayField
            name="foundingDate"
            label="成立日期"
            span="half"
            min={DIRECTORY_LIMITS.earliestFounding}
            max={today}
          />
          <ChoiceField name="legalForm" label="组织形式" span="half" choices={AGENCY_LEGAL_FORMS} />
          <TextField name="legalRepresentative" label="负责人" span="half" max={20} />
          <ChoiceField
            name="creditGrade"
            label="信用等级"
            span="half"
            choices={AGENCY_CREDIT_GRADES}
          />
          <ChoicesField
            name="technicalFields"
            label="技术领域"
            options={optionsOf(dicts.technicalFields)}
          />
          <ChoicesField
            name="mainServices"
            label="主营服务"
            options={optionsOf(dicts.mainService)}
          />
          <TextField
            name="contactPhone"
            label="联系电话"
            span="half"
            max={20}
            placeholder="手机号或固定电话，如 029-88886666"
          />
          <TextField name="email" label="电子邮箱" span="half" max={254} />
          <TextField name="website" label="机构网站" optional max={200} placeholder="https://" />
          <NumberFields specs={COUNTS} />
          <AreaField name="intro" label="机构简介" rows={4} max={2000} />
        </>
      )}
    </DirectoryFormDrawer>
  );
}
